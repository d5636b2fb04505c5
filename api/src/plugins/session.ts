// Server-side sessions, one per service line (new-graduate years 23-28, mid-career): rows in the
// database behind an HttpOnly cookie, each carrying the CSRF token of that line.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { ServiceType } from '@portal/shared/contract';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  insertSession,
  prepareSessionById,
  touchSession,
} from './session-queries';

export const SESSION_COOKIE: Record<ServiceType, string> = {
  new_graduate: 'agency_session',
  mid_career: 'agency_mid_session',
};
export const CSRF_COOKIE: Record<ServiceType, string> = {
  new_graduate: 'XSRF-TOKEN',
  mid_career: 'XSRF-TOKEN-MID',
};

const MINUTE = 60_000;
export const IDLE_TIMEOUT_MS = 120 * MINUTE;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * MINUTE;
export const REMEMBER_LIFETIME_MS = 30 * 24 * 60 * MINUTE;
// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = MINUTE;

export interface SessionRecord {
  id: string;
  serviceLine: ServiceType;
  accountId: number | null;
  agencyId: number | null;
  csrfToken: string;
  remember: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
  }
}

const newSessionId = () => randomBytes(32).toString('hex');
// Anything else in the cookie (a NUL, a stray value) is no session, and never reaches a query.
const SESSION_ID = /^[0-9a-f]{64}$/;
const newCsrfToken = () => randomBytes(30).toString('base64url');

/** An idle timeout would defeat remember-me, so only short sessions have one. */
function isExpired(session: SessionRecord, now: Date): boolean {
  if (session.expiresAt.getTime() <= now.getTime()) return true;
  return !session.remember && now.getTime() - session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS;
}

export class SessionStore {
  /** Read on every api request: prepared once (one plan per PostgreSQL connection). */
  private readonly byId;

  constructor(
    private readonly db: Database,
    private readonly cookieSecure: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.byId = prepareSessionById(db);
  }

  /** Attaches the session of the line named by the cookie, if it is still valid. */
  async load(request: FastifyRequest, line: ServiceType): Promise<SessionRecord | null> {
    request.session = null;
    const id = request.cookies[SESSION_COOKIE[line]];
    if (!id || !SESSION_ID.test(id)) return null;
    const [row] = await this.byId.execute({ id, line });
    if (!row) return null;
    const now = this.now();
    if (isExpired(row, now)) {
      await deleteSession(this.db, row.id);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(this.db, row.id, now);
      row.lastSeenAt = now;
    }
    request.session = row;
    return row;
  }

  /** The current session, or a new guest session (used by the CSRF cookie endpoint). */
  async ensure(request: FastifyRequest, reply: FastifyReply, line: ServiceType) {
    if (request.session) return request.session;
    const session = await this.create(line, null, null, false);
    request.session = session;
    this.writeCookies(reply, session);
    return session;
  }

  /** A fresh id and CSRF token for a login; the previous row is gone, so a stolen id is useless. */
  async regenerate(
    request: FastifyRequest,
    reply: FastifyReply,
    line: ServiceType,
    account: { id: number; agencyId: number },
    remember: boolean,
  ): Promise<SessionRecord> {
    if (request.session) await deleteSession(this.db, request.session.id);
    const session = await this.create(line, account.id, account.agencyId, remember);
    request.session = session;
    this.writeCookies(reply, session);
    return session;
  }

  async destroy(request: FastifyRequest, reply: FastifyReply, line: ServiceType): Promise<void> {
    if (request.session) await deleteSession(this.db, request.session.id);
    request.session = null;
    const options = { path: '/', sameSite: 'lax' as const, secure: this.cookieSecure };
    reply.clearCookie(SESSION_COOKIE[line], { ...options, httpOnly: true });
    reply.clearCookie(CSRF_COOKIE[line], options);
  }

  /** Ends every session of an account (after a password change), except `keepId` if given. */
  async destroyAllOf(accountId: number, keepId?: string): Promise<void> {
    await deleteSessionsOf(this.db, accountId, keepId);
  }

  async sweepExpired(): Promise<void> {
    const now = this.now();
    const idleSince = new Date(now.getTime() - IDLE_TIMEOUT_MS);
    await deleteExpiredSessions(this.db, now, idleSince);
  }

  private async create(
    line: ServiceType,
    accountId: number | null,
    agencyId: number | null,
    remember: boolean,
  ): Promise<SessionRecord> {
    const now = this.now();
    const lifetime = remember ? REMEMBER_LIFETIME_MS : ABSOLUTE_LIFETIME_MS;
    const session: SessionRecord = {
      id: newSessionId(),
      serviceLine: line,
      accountId,
      agencyId,
      csrfToken: newCsrfToken(),
      remember,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    };
    await insertSession(this.db, {
      id: session.id,
      serviceLine: line,
      accountId,
      csrfToken: session.csrfToken,
      remember,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: session.expiresAt,
    });
    return session;
  }

  /** Sets the session and XSRF cookies of the session's service line. */
  writeCookies(reply: FastifyReply, session: SessionRecord): void {
    // Only a remembered session outlives the browser; the others are session cookies.
    const remaining = Math.ceil((session.expiresAt.getTime() - this.now().getTime()) / 1000);
    const maxAge = session.remember ? Math.max(remaining, 0) : undefined;
    const options = { path: '/', sameSite: 'lax' as const, secure: this.cookieSecure, maxAge };
    reply.setCookie(SESSION_COOKIE[session.serviceLine], session.id, {
      ...options,
      httpOnly: true,
    });
    reply.setCookie(CSRF_COOKIE[session.serviceLine], session.csrfToken, options);
  }
}
