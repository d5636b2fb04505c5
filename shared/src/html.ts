// Sanitising HTML before it is rendered, with DOMPurify: announcements and template previews
// (sanitizeHtml, DOMPurify's default allow-list) and messages (sanitizeMessageHtml, the message
// policy of html-policy.ts that the api applies too). Every link opens in a new tab without access
// to this window.
import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';
import {
  MESSAGE_ALLOWED_ATTRIBUTES,
  MESSAGE_ALLOWED_TAGS,
  MESSAGE_DROPPED_WITH_CONTENT,
  isAllowedHref,
  isMessageHtml,
  plainTextToHtml,
} from './html-policy';

let purifier: DOMPurifyInstance | null = null;
let messagePurifier: DOMPurifyInstance | null = null;

function openLinksInNewTab(instance: DOMPurifyInstance) {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** A private instance, so the link hook never leaks into other users of DOMPurify. */
function getPurifier(): DOMPurifyInstance {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  openLinksInNewTab(instance);
  purifier = instance;
  return instance;
}

/** The message policy's instance: per-element attributes and allowed link schemes. */
function getMessagePurifier(): DOMPurifyInstance {
  if (messagePurifier) return messagePurifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = MESSAGE_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (data.attrName === 'href' && !isAllowedHref(data.attrValue)) data.keepAttr = false;
  });
  openLinksInNewTab(instance);
  messagePurifier = instance;
  return instance;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html);
}

/** Message HTML through the message allow-list (the DOM parsed by the browser). */
export function purifyMessageHtml(html: string): string {
  return getMessagePurifier().sanitize(html, {
    ALLOWED_TAGS: [...MESSAGE_ALLOWED_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(MESSAGE_ALLOWED_ATTRIBUTES).flat())],
    FORBID_CONTENTS: [...MESSAGE_DROPPED_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * A message as HTML to render: message HTML through the allow-list, plain text (older messages,
 * mails) escaped with its line breaks, so `<`, `>` and `&` typed as text stay text.
 */
export function sanitizeMessageHtml(content: string | null | undefined): string {
  if (!content) return '';
  return isMessageHtml(content) ? purifyMessageHtml(content) : plainTextToHtml(content);
}
