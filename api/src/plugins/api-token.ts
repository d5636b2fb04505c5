// Personal API tokens (issue 30, API連携): `Authorization: Bearer pat_…` instead of the session
// cookie. A valid token gives the request the same identity a login gives (its staff account and
// agency; request.session), so every route works unchanged and is scoped the same way; it skips
// the CSRF check (no cookie is involved) and is rate-limited per token. A bearer that is not a
// valid token is a 401 even beside a valid session cookie: no fallback to the cookie.
// Which site a token acts on: any (23-28 and mid), as its staff account can log in on each; the
// path's site id chooses the service line exactly as it does for a session.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServiceType } from '@portal/shared/contract';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@portal/shared/contract/api-tokens';
import type { Database } from '../db/client';
import { prepareApiTokenByHash, touchApiToken } from './api-token-queries';
import { HttpError, unauthenticated } from './http-errors';
import type { RateLimiter } from './rate-limit';

/** The token a request came with (null: a cookie session or none). */
export interface RequestApiToken {
  id: number;
  name: string;
  scope: ApiTokenScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiToken: RequestApiToken | null;
  }
}

export const READ_ONLY_TOKEN_MESSAGE =
  'このAPIトークンは読み取り専用のため、この操作はできません。';
export const SESSION_ONLY_MESSAGE =
  'この操作はAPIトークンではできません。ポータルにログインして操作してください。';

const MINUTE = 60_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** SHA-256 of the whole secret, hex: what the database keeps. */
export const hashApiSecret = (secret: string) =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** 'pat_' and 43 base64url characters (32 random bytes); anything else is no token of ours. */
const SECRET = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/**
 * The bearer credential of the request: undefined without an Authorization header (the cookie
 * decides), '' for an Authorization header that is no bearer token (a 401).
 */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  return match?.[1] ?? '';
}

export class ApiTokenAuth {
  private readonly byHash;

  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly perMinute: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.byHash = prepareApiTokenByHash(db);
  }

  /**
   * Attaches the token's identity as the request's session, or throws: 401 for a secret that is
   * unknown, revoked or expired; 429 over the token's rate; 403 for a write of a read-only token.
   */
  async authenticate(request: FastifyRequest, secret: string, line: ServiceType): Promise<void> {
    request.session = null;
    request.apiToken = null;
    if (!SECRET.test(secret)) throw unauthenticated();
    const [token] = await this.byHash.execute({ hash: hashApiSecret(secret) });
    const now = this.now();
    if (!token || token.expiresAt.getTime() <= now.getTime()) throw unauthenticated();
    await this.limiter.hit(`api-token:${token.id}`, { max: this.perMinute, windowMs: MINUTE });
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > MINUTE) {
      await touchApiToken(this.db, token.id, now, new Date(now.getTime() - MINUTE));
    }
    request.apiToken = { id: token.id, name: token.name, scope: token.scope };
    // The same identity a login gives; the id is no session row (a logout deletes nothing).
    request.session = {
      id: `api-token:${token.id}`,
      serviceLine: line,
      accountId: token.accountId,
      agencyId: token.agencyId,
      csrfToken: '',
      remember: false,
      lastSeenAt: now,
      expiresAt: token.expiresAt,
    };
    if (token.scope === 'read' && !READS.has(request.method)) {
      throw new HttpError(403, READ_ONLY_TOKEN_MESSAGE);
    }
  }
}
