// API連携 (issue 30): the tokens a CRM calls the api with. The main account sees, creates and
// revokes every token of the agency (acting as any of its staff) and decides whether sub-accounts
// may create their own; a sub-account allowed to sees and manages only the tokens acting as
// itself. None of these calls can be made with a token (the contract's `sessionOnly`).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_TOKEN_PREFIX, apiTokenCalls as calls } from '@portal/shared/contract/api-tokens';
import { route } from '../../contract/route';
import { hashApiSecret } from '../../plugins/api-token';
import { authOf, type AuthContext } from '../../plugins/auth-guard';
import { HttpError, notFound, orNotFound, validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import {
  deleteToken,
  insertToken,
  listTokens,
  readTokenPolicy,
  staffAccountName,
  writeTokenPolicy,
} from './queries';

const LABELS = {
  name: '名前',
  accountId: '実行するスタッフ',
  scope: '権限',
  expiresInDays: '有効期限',
  subAccountsMayCreate: 'サブアカウントの発行',
};

export const SUB_ACCOUNT_TOKENS_OFF_MESSAGE =
  'サブアカウントのAPIトークン発行はメインアカウントが許可していません。';
export const TOKEN_POLICY_MAIN_ONLY_MESSAGE =
  'サブアカウントの発行可否はメインアカウントのみ変更できます。';
export const NOT_OWN_STAFF_MESSAGE = '実行するスタッフを選択してください。';
export const TOKEN_NOT_FOUND_MESSAGE = 'APIトークンが見つかりません。';

const DAY = 24 * 60 * 60_000;

/** 'pat_' and 32 random bytes as base64url (43 characters). */
const newSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export function apiTokenRoutes(services: Services) {
  const options = { labels: LABELS, notFound: TOKEN_NOT_FOUND_MESSAGE };

  /** The caller's kind and rights; only the tokens acting as a sub-account are its own. */
  async function policyOf(auth: AuthContext) {
    const policy = orNotFound(await readTokenPolicy(services.db, auth));
    const main = policy.kind === 'main';
    return {
      ...policy,
      main,
      mayCreate: main || policy.subAccountsMayCreate,
      /** The account whose tokens alone the caller may see (undefined: all of the agency). */
      ownOnly: main ? undefined : auth.accountId,
    };
  }

  return async (app: FastifyInstance) => {
    route(app, calls['GET /settings/api-tokens'], options, async ({ request }) => {
      const auth = authOf(request);
      const policy = await policyOf(auth);
      return {
        tokens: await listTokens(services.db, auth.agencyId, services.now(), policy.ownOnly),
        subAccountsMayCreate: policy.subAccountsMayCreate,
        mayCreate: policy.mayCreate,
        accountKind: policy.kind,
      };
    });

    route(app, calls['POST /settings/api-tokens'], options, async ({ request, body }) => {
      const auth = authOf(request);
      const policy = await policyOf(auth);
      if (!policy.mayCreate) throw new HttpError(403, SUB_ACCOUNT_TOKENS_OFF_MESSAGE);
      const accountId = body.accountId ?? auth.accountId;
      // A sub-account's token acts as itself; the main account's as any staff of the agency.
      const accountName =
        policy.main || accountId === auth.accountId
          ? await staffAccountName(services.db, auth.agencyId, accountId)
          : undefined;
      if (accountName === undefined) {
        throw validationError({ accountId: [NOT_OWN_STAFF_MESSAGE] });
      }
      const secret = newSecret();
      const now = services.now();
      const expiresAt = new Date(now.getTime() + body.expiresInDays * DAY);
      const id = await insertToken(services.db, auth, {
        name: body.name,
        accountId,
        accountName,
        scope: body.scope,
        secretHash: hashApiSecret(secret),
        secretHint: `${API_TOKEN_PREFIX}…${secret.slice(-4)}`,
        expiresAt,
        now,
      });
      const tokens = await listTokens(services.db, auth.agencyId, now, accountId);
      const token = tokens.find((row) => row.id === id);
      if (!token) throw notFound(TOKEN_NOT_FOUND_MESSAGE);
      return { token, secret };
    });

    route(app, calls['DELETE /settings/api-tokens/{id}'], options, async ({ request, params }) => {
      const auth = authOf(request);
      const policy = await policyOf(auth);
      const deleted = await deleteToken(services.db, auth, params.id, policy.ownOnly);
      if (!deleted) throw notFound(TOKEN_NOT_FOUND_MESSAGE);
      return null;
    });

    route(app, calls['PUT /settings/api-token-policy'], options, async ({ request, body }) => {
      const auth = authOf(request);
      const policy = await policyOf(auth);
      if (!policy.main) throw new HttpError(403, TOKEN_POLICY_MAIN_ONLY_MESSAGE);
      await writeTokenPolicy(services.db, auth, body.subAccountsMayCreate, services.now());
      return null;
    });
  };
}
