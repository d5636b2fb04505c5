// Sanctum-compatible CSRF check: a write must echo the session's token in X-XSRF-TOKEN (the value
// of the readable XSRF cookie of its service line), otherwise it is refused with 419.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_MISMATCH_MESSAGE, HttpError } from './http-errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function headerToken(request: FastifyRequest): string | undefined {
  // Laravel also accepts X-CSRF-TOKEN; ky sends X-XSRF-TOKEN.
  const value = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
  return Array.isArray(value) ? value[0] : value;
}

/** Throws 419 for a write whose token does not match the session loaded for this service line. */
export function verifyCsrf(request: FastifyRequest): void {
  if (!WRITE_METHODS.has(request.method)) return;
  const sent = headerToken(request);
  const expected = request.session?.csrfToken;
  if (!sent || !expected || !sameToken(sent, expected)) {
    throw new HttpError(419, CSRF_MISMATCH_MESSAGE);
  }
}
