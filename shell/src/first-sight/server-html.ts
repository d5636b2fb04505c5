// @portal/shared/html in the first-sight render on the server (./render.tsx; the server build
// puts this file in its place): DOMPurify needs a browser's DOM, so the HTML a page renders
// (messages, templates) is sanitised by the api's own sanitiser (sanitize-html, the same shared
// allow-list; api/src/html/sanitize.ts), which the api hands to the render. Without it, no HTML
// is rendered at all.
import { isMessageHtml, plainTextToHtml } from '@portal/shared/html-policy';

export interface ServerSanitizers {
  /** Announcements and templates: the default allow-list, links opening in a new tab. */
  html: (html: string) => string;
  /** Messages: the message allow-list, links opening in a new tab. */
  message: (html: string) => string;
}

let sanitizers: ServerSanitizers | null = null;

export function setServerSanitizers(next: ServerSanitizers | null): void {
  sanitizers = next;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || !sanitizers) return '';
  return sanitizers.html(html);
}

export function purifyMessageHtml(html: string): string {
  return sanitizers ? sanitizers.message(html) : '';
}

export function sanitizeMessageHtml(content: string | null | undefined): string {
  if (!content) return '';
  return isMessageHtml(content) ? purifyMessageHtml(content) : plainTextToHtml(content);
}
