// Sanitising HTML from the server (announcements, message templates) before it is rendered:
// DOMPurify, with every link opened in a new tab without access to this window.
import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';

let purifier: DOMPurifyInstance | null = null;

/** A private instance, so the link hook never leaks into other users of DOMPurify. */
function getPurifier(): DOMPurifyInstance {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html);
}
