// The http client's `ky` in the first-sight render on the server (./render.tsx; the server build
// resolves 'ky' to this file): a GET is answered by the api itself (`read`: the api's own routes,
// with the visitor's session) and each answer is kept, to go into the page, where the browser's
// http client takes it over instead of asking again (@portal/shared/early-reads). The render
// changes nothing: any other method is refused.

export interface ServerAnswer {
  status: number;
  body: string;
}

/** Answers a GET of a path below the site (`/25/employment-agency/api/jobs/3?…`). */
export type ServerRead = (pathWithQuery: string) => Promise<ServerAnswer>;

let current: { read: ServerRead; answers: Map<string, ServerAnswer> } | null = null;

/** Reads of the render that starts now go to `read`; answers the map their answers go into. */
export function answerReadsWith(read: ServerRead | null): Map<string, ServerAnswer> {
  const answers = new Map<string, ServerAnswer>();
  current = read ? { read, answers } : null;
  return answers;
}

interface Options {
  method?: string;
  searchParams?: URLSearchParams;
}

export default function ky(input: string, options: Options = {}): Promise<Response> {
  const method = (options.method ?? 'get').toLowerCase();
  const render = current;
  if (!render || method !== 'get') return Promise.resolve(new Response(null, { status: 405 }));
  const query = options.searchParams?.toString();
  const url = new URL(query ? `${input}?${query}` : input);
  const path = `${url.pathname}${url.search}`;
  return render.read(path).then((answer) => {
    render.answers.set(path, answer);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}
