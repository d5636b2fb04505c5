// POST /company-code-auth, /verify-hash, /signup/store-account-info, /signup/store-sub-account.
// Both sign-ups log the new account in and answer like POST /login.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SignupResponse } from '@portal/shared/contract';
import { serviceTypeOf } from '@portal/shared/site';
import { HttpError, validationError } from '../../plugins/http-errors';
import { RATE_RULES } from '../../plugins/rate-limit';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import {
  emailSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  userIdSchema,
} from '../auth/account-rules';
import {
  checkCompanyCode,
  createMainAccount,
  createSubAccount,
  INVALID_CODE_MESSAGE,
  INVALID_HASH_MESSAGE,
  verifyInvitation,
} from './service';

const codeAuthBody = z.object({ company_code: requiredText(64), email: emailSchema });
const hashBody = z.object({ hashId: requiredText(200) });
const mainAccountBody = z.object({
  userId: userIdSchema,
  password: passwordSchema,
  email: emailSchema,
  companyName: requiredText(255),
  phone: phoneSchema,
  contactPerson: requiredText(255),
  address: requiredText(500),
  companyCode: requiredText(64),
});
// The company fields of the form are the inviting agency's, shown read-only: not taken from here.
const subAccountBody = z.object({
  userId: userIdSchema,
  password: passwordSchema,
  hashId: requiredText(200),
});

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
  ): Promise<{ data: SignupResponse }> {
    const line = serviceTypeOf(request.siteId);
    await services.sessions.regenerate(request, reply, line, created.account, false);
    const { userId, email } = created.account;
    return { data: { userId, email, introductionCompanyName: created.agency.name } };
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

  return async (app: FastifyInstance) => {
    app.post('/company-code-auth', async (request) => {
      const input = parseInput(codeAuthBody, request.body, LABELS);
      await guardCodeGuessing(request, input.email, 'company_code');
      if (!(await checkCompanyCode(services.db, input.company_code, input.email, services.now()))) {
        await countCodeFailure(request, input.email);
        throw validationError(
          { company_code: [INVALID_CODE_MESSAGE] },
          '企業コード認証に失敗しました',
        );
      }
      return { data: null };
    });

    app.post('/verify-hash', async (request) => {
      const { hashId } = parseInput(hashBody, request.body, LABELS);
      const ipKey = `hash:ip:${request.ip}`;
      await limiter.assertBelow(ipKey, RATE_RULES.verifyHashFailuresPerIp, 'hashId');
      const invitation = await verifyInvitation(services.db, hashId, services.now());
      if (!invitation) {
        await limiter.hit(ipKey, RATE_RULES.verifyHashFailuresPerIp);
        throw validationError({ hashId: [INVALID_HASH_MESSAGE] });
      }
      return { data: invitation };
    });

    app.post('/signup/store-account-info', async (request, reply) => {
      const input = parseInput(mainAccountBody, request.body, LABELS);
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
    });

    app.post('/signup/store-sub-account', async (request, reply) => {
      const input = parseInput(subAccountBody, request.body, LABELS);
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
    });
  };
}
