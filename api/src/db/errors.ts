// Recognises database errors worth answering as a 422 rather than a 500.

/** The constraint a unique violation (23505) broke, looking through drizzle's wrapping. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return null;
}
