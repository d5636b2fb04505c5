// Security headers on every answer of the api (npm start serves the shell's pages from here too;
// behind the gateway, deploy/nginx-gateway.conf sends the same values in their place — the api's
// security-headers test checks that its Content-Security-Policy is this one, word for word):
// - Content-Security-Policy: everything from this origin only (default-src 'self'), but for
//   - scripts (script-src) and requests (connect-src: the remotes' mf-manifest.json is fetched)
//     also from the remotes' origins (REMOTES: a port is that port on the host the browser asked,
//     a URL its origin, a path this origin); no inline script (the page's only inline <script> is
//     JSON data, never run);
//   - styles: style-src keeps 'unsafe-inline': styled-components writes its rules into <style>
//     elements at run time (the rich-text editor and FullCalendar too), and a nonce would need
//     every page rendered per request (the gateway serves the shell's static index.html) — inline
//     CSS cannot run script;
//   - images: img-src adds data: for the portal's favicon, an inline SVG data: URI in every page
//     (tools/webpack/create-config.cjs); no image comes from anywhere else;
//   - no frames (frame-src 'none'), no plugins, no <base> elsewhere, never framed, forms posted
//     here only. Fonts, media and workers stay under default-src 'self' (the portal loads none).
// - Referrer-Policy, X-Content-Type-Options, Permissions-Policy, X-Frame-Options; HSTS only on
//   HTTPS (the request's own protocol, or X-Forwarded-Proto from a trusted proxy).
// - X-Api-Instance: which replica answered (API_INSTANCE; the host name by default).
// Headers go on the raw response in onRequest, so hijacked answers (the live stream) carry them.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The origins the remotes' manifests and scripts come from, as seen by a browser that asked for
 * `hostname`.
 */
export function remoteOrigins(
  remotes: Record<string, number | string>,
  hostname: string,
): string[] {
  const origins = new Set<string>();
  for (const target of Object.values(remotes)) {
    if (typeof target === 'number' || /^\d+$/.test(target)) {
      // npm start: the remote's own port on the host the page came from.
      origins.add(`http://${hostname}:${target}`);
    } else if (/^https?:\/\//.test(target)) {
      origins.add(new URL(target).origin);
    }
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of the portal, the remotes' origins in `script-src` and
 * `connect-src` (deploy/nginx-gateway.conf: the same directives, with ${CSP_REMOTE_ORIGINS}).
 */
export function contentSecurityPolicy(origins: string[]): string {
  const remotes = origins.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `connect-src 'self'${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { remotes: Record<string, number | string>; instance?: string },
): void {
  const instance = options.instance || process.env.API_INSTANCE || os.hostname();
  const cached = new Map<string, string>();
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw;
    const hostname = request.hostname;
    let csp = cached.get(hostname);
    if (!csp) {
      csp = contentSecurityPolicy(remoteOrigins(options.remotes, hostname));
      if (cached.size < 100) cached.set(hostname, csp);
    }
    raw.setHeader('content-security-policy', csp);
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) raw.setHeader(name, value);
    if (request.protocol === 'https') raw.setHeader('strict-transport-security', HSTS);
    raw.setHeader('x-api-instance', instance);
  });
}
