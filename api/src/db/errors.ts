// Recognises database errors worth answering otherwise than with a 500: a unique violation (422)
// and a database that is away (503, see databaseUnavailable).

/** The error and the errors it wraps (drizzle's cause, an AggregateError's errors), nearest first. */
function* chainOf(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  const current = error as Record<string, unknown>;
  yield current;
  yield* chainOf(current.cause, depth + 1);
  if (Array.isArray(current.errors)) {
    for (const inner of current.errors) yield* chainOf(inner, depth + 1);
  }
}

/** The constraint a unique violation (23505) broke, looking through drizzle's wrapping. */
export function uniqueViolation(error: unknown): string | null {
  for (const candidate of chainOf(error)) {
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
  }
  return null;
}

// The server is restarting, shutting down, refusing or out of connections (SQLSTATE class 08,
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300
// too_many_connections), or the socket to it failed.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// pg's own errors for a connection that ended or never came (they carry no code).
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether the error means the database went away (a restart, a failover, a dropped connection)
 * rather than that the request or the code is wrong: such a request may simply be sent again.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (const candidate of chainOf(error)) {
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) {
      return true;
    }
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (!code && PG_CONNECTION_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}
