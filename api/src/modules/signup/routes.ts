// POST /company-code-auth, /verify-hash, /signup/store-account-info, /signup/store-sub-account.
// Both sign-ups log the new account in and answer like POST /login.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signupCalls as calls, type SignupResponse } from '@portal/shared/contract/signup';
import { serviceTypeOf } from '@portal/shared/site';
import { route } from '../../contract/route';
import { HttpError, validationError } from '../../plugins/http-errors';
import { RATE_RULES } from '../../plugins/rate-limit';
import type { Services } from '../../services';
import {
  checkCompanyCode,
  createMainAccount,
  createSubAccount,
  INVALID_CODE_MESSAGE,
  INVALID_HASH_MESSAGE,
  verifyInvitation,
} from './service';

const LABELS = {
  company_code: '企業コード',
  companyCode: '企業コード',
  email: 'メールアドレス',
  hashId: '招待URL',
  userId: 'ユーザーID',
  password: 'パスワード',
  companyName: '会社名',
  phone: '電話番号',
  contactPerson: '担当者名',
  address: '住所',
};

export function signupRoutes(services: Services) {
  const { limiter } = services;

  async function logIn(
    request: FastifyRequest,
    reply: FastifyReply,
    created: {
      account: { id: number; agencyId: number; userId: string; email: string };
      agency: { name: string };
    },
  ): Promise<SignupResponse> {
    const line = serviceTypeOf(request.siteId);
    await services.sessions.regenerate(request, reply, line, created.account, false);
    const { userId, email } = created.account;
    return { userId, email, introductionCompanyName: created.agency.name };
  }

  /** Code guesses count per client and per e-mail, whichever form they come through. */
  async function guardCodeGuessing(request: FastifyRequest, email: string, field: string) {
    await limiter.assertBelow(`code:ip:${request.ip}`, RATE_RULES.companyCodeFailuresPerIp, field);
    await limiter.assertBelow(
      `code:email:${email.toLowerCase()}`,
      RATE_RULES.companyCodeFailuresPerEmail,
      field,
    );
  }
  async function countCodeFailure(request: FastifyRequest, email: string) {
    await limiter.hit(`code:ip:${request.ip}`, RATE_RULES.companyCodeFailuresPerIp);
    await limiter.hit(`code:email:${email.toLowerCase()}`, RATE_RULES.companyCodeFailuresPerEmail);
  }

  const options = { labels: LABELS };
  return async (app: FastifyInstance) => {
    route(app, calls['POST /company-code-auth'], options, async ({ body: input, request }) => {
      await guardCodeGuessing(request, input.email, 'company_code');
      if (!(await checkCompanyCode(services.db, input.company_code, input.email, services.now()))) {
        await countCodeFailure(request, input.email);
        throw validationError(
          { company_code: [INVALID_CODE_MESSAGE] },
          '企業コード認証に失敗しました',
        );
      }
      return null;
    });

    route(app, calls['POST /verify-hash'], options, async ({ body: { hashId }, request }) => {
      const ipKey = `hash:ip:${request.ip}`;
      await limiter.assertBelow(ipKey, RATE_RULES.verifyHashFailuresPerIp, 'hashId');
      const invitation = await verifyInvitation(services.db, hashId, services.now());
      if (!invitation) {
        await limiter.hit(ipKey, RATE_RULES.verifyHashFailuresPerIp);
        throw validationError({ hashId: [INVALID_HASH_MESSAGE] });
      }
      return invitation;
    });

    route(
      app,
      calls['POST /signup/store-account-info'],
      options,
      async ({ body: input, request, reply }) => {
        await guardCodeGuessing(request, input.email, 'companyCode');
        try {
          return await logIn(
            request,
            reply,
            await createMainAccount(services.db, input, services.now()),
          );
        } catch (error) {
          if (error instanceof HttpError && error.errors?.companyCode) {
            await countCodeFailure(request, input.email);
          }
          throw error;
        }
      },
    );

    route(
      app,
      calls['POST /signup/store-sub-account'],
      options,
      async ({ body: input, request, reply }) => {
        const ipKey = `hash:ip:${request.ip}`;
        await limiter.assertBelow(ipKey, RATE_RULES.verifyHashFailuresPerIp, 'hashId');
        try {
          return await logIn(
            request,
            reply,
            await createSubAccount(services.db, input, services.now()),
          );
        } catch (error) {
          if (error instanceof HttpError && error.errors?.hashId) {
            await limiter.hit(ipKey, RATE_RULES.verifyHashFailuresPerIp);
          }
          throw error;
        }
      },
    );
  };
}
