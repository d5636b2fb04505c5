// One delivery attempt over HTTP: a POST of the signed body with a 10 s limit on the whole
// attempt, redirects not followed (a 3xx is a failed attempt), the addresses checked after DNS
// (url-guard.ts) and the answer's first bytes kept for the log.
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, literalRefused, REFUSED_ADDRESS, type UrlPolicy } from './url-guard';

export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of the answer the log keeps. */
export const RESPONSE_HEAD_BYTES = 512;

export interface AttemptOutcome {
  /** Null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  /** The answer's first bytes, or why there was none. */
  responseHead: string;
  error: string | null;
  ok: boolean;
}

const USER_AGENT = 'EmploymentAgencyPortal-Webhooks/1';

function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'WEBHOOK_REFUSED_ADDRESS') return REFUSED_ADDRESS;
  if (code === 'WEBHOOK_TIMEOUT') return '10秒以内に応答がありませんでした。';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'ホスト名を解決できませんでした。';
  if (code === 'ECONNREFUSED') return '接続を拒否されました。';
  return `接続できませんでした（${code ?? (error as Error).message ?? 'error'}）。`;
}

export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: UrlPolicy,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: unknown): AttemptOutcome => {
    const text = reason(error);
    return { statusCode: null, durationMs: elapsed(), responseHead: text, error: text, ok: false };
  };
  let url: URL;
  try {
    url = new URL(target);
  } catch (error) {
    return Promise.resolve(failed(error));
  }
  if (literalRefused(url, policy) || (url.protocol === 'http:' && !policy.allowLocalHttp)) {
    return Promise.resolve(failed({ code: 'WEBHOOK_REFUSED_ADDRESS' }));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': USER_AGENT,
        },
        lookup: guardedLookup(policy),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const statusCode = response.statusCode ?? 0;
          finish({
            statusCode,
            durationMs: elapsed(),
            responseHead: Buffer.concat(chunks)
              .subarray(0, RESPONSE_HEAD_BYTES)
              .toString('utf8')
              .replace(/\uFFFD+$/, ''),
            error: null,
            ok: statusCode >= 200 && statusCode < 300,
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_HEAD_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
        response.on('aborted', done);
      },
    );
    const timer = setTimeout(() => finish(failed({ code: 'WEBHOOK_TIMEOUT' })), timeoutMs);
    request.on('error', (error) => finish(failed(error)));
    request.end(body);
  });
}
