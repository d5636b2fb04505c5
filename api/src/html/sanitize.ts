// Sanitising HTML on the way in, with sanitize-html (maintained, parses with htmlparser2 instead of
// matching patterns): operator-written HTML (announcements, templates) keeps normal formatting,
// and messages (company chat, candidate messages, the console's message commands) keep exactly
// the shared message allow-list of @portal/shared/html-policy, the policy the browser's renderer
// applies too. Scripts, event handlers, styles and javascript: links never survive.
import sanitize from 'sanitize-html';
import {
  MESSAGE_ALLOWED_ATTRIBUTES,
  MESSAGE_ALLOWED_SCHEMES,
  MESSAGE_ALLOWED_TAGS,
  MESSAGE_DROPPED_WITH_CONTENT,
  isAllowedHref,
  isMessageHtml,
  messageToPlainText,
  plainTextToHtml,
} from '@portal/shared/html-policy';

const DROPPED_WITH_CONTENT = [...MESSAGE_DROPPED_WITH_CONTENT];

/** A link keeps its href only with an allowed scheme (never javascript:, data: or vbscript:). */
function checkedLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const { href, ...rest } = attribs;
  return { tagName, attribs: href !== undefined && isAllowedHref(href) ? attribs : rest };
}

const ANNOUNCEMENT_OPTIONS: sanitize.IOptions = {
  allowedTags: sanitize.defaults.allowedTags,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: [...MESSAGE_ALLOWED_SCHEMES],
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // A link opening a new tab gets noopener, so the opened page cannot reach back to the portal.
    a: (tagName, attribs) => {
      // rel is written here, never taken from the input.
      const { target, ...rest } = attribs;
      delete rest.rel;
      const link = checkedLink(tagName, rest);
      return target === '_blank'
        ? { ...link, attribs: { ...link.attribs, target, rel: 'noopener noreferrer' } }
        : link;
    },
  },
};

const MESSAGE_OPTIONS: sanitize.IOptions = {
  allowedTags: [...MESSAGE_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(MESSAGE_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...MESSAGE_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { a: checkedLink },
};

/** Operator-written HTML (announcements): normal formatting survives. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, ANNOUNCEMENT_OPTIONS).trim();
}

/** Message HTML through the shared message allow-list. */
export function sanitizeMessageHtml(html: string): string {
  return sanitize(html, MESSAGE_OPTIONS).trim();
}

/**
 * A message as it is stored: message HTML (the composer's) through the allow-list, plain text
 * (a mail, the console, an older client) escaped into paragraphs, so `<`, `>` and `&` stay text.
 * Empty when nothing readable is left.
 */
export function cleanMessage(content: string): string {
  const normalized = content.replace(/\r\n?/g, '\n');
  const clean = isMessageHtml(normalized)
    ? sanitizeMessageHtml(normalized)
    : plainTextToHtml(normalized);
  return messageToPlainText(clean) ? clean : '';
}

/** A link as the browser's renderer shows it (@portal/shared/html): in a new tab, noopener. */
function newTabLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const link = checkedLink(tagName, attribs);
  if (link.attribs.href === undefined) return link;
  return { ...link, attribs: { ...link.attribs, target: '_blank', rel: 'noopener noreferrer' } };
}

/**
 * The HTML a page renders on the server (the first sight, api/src/plugins/first-sight.ts), as the
 * browser's DOMPurify renders it: the same allow-lists, every link opening a new tab.
 */
export const RENDER_SANITIZERS = {
  html: (html: string) =>
    sanitize(html, { ...ANNOUNCEMENT_OPTIONS, transformTags: { a: newTabLink } }).trim(),
  message: (html: string) =>
    sanitize(html, {
      ...MESSAGE_OPTIONS,
      allowedAttributes: {
        ...(MESSAGE_OPTIONS.allowedAttributes as Record<string, string[]>),
        a: [...(MESSAGE_ALLOWED_ATTRIBUTES.a ?? []), 'target', 'rel'],
      },
      transformTags: { a: newTabLink },
    }).trim(),
};
