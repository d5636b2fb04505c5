// The first reads of a deep link, asked for by the shell's entry as soon as it runs (the route
// table's ROUTE_FIRST_READS, @portal/shared/route-remotes), before the remote whose page makes
// them has arrived; the api's page for the route preloads the same URLs (a <link rel=preload
// as=fetch> the entry's fetch adopts: no custom header on either). The http client's GET of the
// same URL takes the answer over instead of asking again, once, within a few seconds.
// The reads live on the page (globalThis), not in this module: the shell's entry and the http
// client may hold two copies of it.
const KEY = Symbol.for('portal.earlyReads');

/** An answer older than this is not adopted (the page asks again). */
export const EARLY_READ_FRESH_MS = 10_000;

interface EarlyRead {
  response: Promise<Response>;
  startedAt: number;
}

function reads(): Map<string, EarlyRead> {
  const page = globalThis as unknown as Record<symbol, Map<string, EarlyRead> | undefined>;
  return (page[KEY] ??= new Map());
}

/** Asks for each URL now (absolute, with its query as the http client writes it). */
export function startEarlyReads(urls: readonly string[], now = Date.now()): void {
  for (const url of urls) {
    if (reads().has(url)) continue;
    const response = fetch(url, { credentials: 'include' });
    // A failure is the adopter's to handle (it asks again), never an unhandled rejection.
    response.catch(() => undefined);
    reads().set(url, { response, startedAt: now });
  }
}

/** The early answer for this URL, once; undefined when there is none or it is stale. */
export function takeEarlyRead(url: string, now = Date.now()): Promise<Response> | undefined {
  const read = reads().get(url);
  if (!read) return undefined;
  reads().delete(url);
  return now - read.startedAt <= EARLY_READ_FRESH_MS ? read.response : undefined;
}

/** The answers a first sight was rendered from (api/src/plugins/first-sight.ts), by path. */
export const ANSWERS_ELEMENT_ID = 'first-sight-answers';

interface Answer {
  status: number;
  body: string;
}

function isAnswer(value: unknown): value is Answer {
  const answer = value as Partial<Answer> | null;
  return typeof answer?.status === 'number' && typeof answer.body === 'string';
}

/**
 * Takes the answers the page came with as early reads (`origin` + path): the live page's reads of
 * the same URLs get them instead of asking again. Anything malformed is left out (asked for).
 */
export function adoptAnswers(json: string | null | undefined, origin: string, now = Date.now()) {
  if (!json) return;
  let answers: unknown;
  try {
    answers = JSON.parse(json);
  } catch {
    return;
  }
  if (typeof answers !== 'object' || answers === null) return;
  for (const [path, answer] of Object.entries(answers)) {
    if (!path.startsWith('/') || !isAnswer(answer)) continue;
    const response = Promise.resolve(
      new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
    reads().set(origin + path, { response, startedAt: now });
  }
}
