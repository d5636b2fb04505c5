// The logged-in agency account of a request, and the guard that answers 401 without one.
import type { FastifyRequest } from 'fastify';
import type { SiteId } from '@portal/shared/contract';
import type { RequestApiToken } from './api-token';
import { unauthenticated } from './http-errors';

/** Who is asking and for which site: every query of a guarded route is scoped by these. */
export interface AuthContext {
  accountId: number;
  agencyId: number;
  siteId: SiteId;
  /** The API token the request came with (API連携), null for a login: the audit trail names it. */
  apiToken: RequestApiToken | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    siteId: SiteId;
  }
}

export async function requireAccount(request: FastifyRequest): Promise<void> {
  if (!request.session?.accountId || !request.session.agencyId) throw unauthenticated();
}

export function authOf(request: FastifyRequest): AuthContext {
  const session = request.session;
  if (!session?.accountId || !session.agencyId) throw unauthenticated();
  return {
    accountId: session.accountId,
    agencyId: session.agencyId,
    siteId: request.siteId,
    apiToken: request.apiToken,
  };
}
