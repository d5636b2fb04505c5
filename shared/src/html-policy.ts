// The one HTML policy of messages (company chat and candidate messages): what the composer can
// write, what the api keeps on the way in (sanitize-html, api/src/html/sanitize.ts) and what the
// browser keeps on the way out (DOMPurify, shared/src/html.ts). Both sanitisers are configured from
// this allow-list, so a message reads the same wherever it is shown. Pure string helpers only:
// the api imports this file too.

/** Elements a message may contain: paragraphs, line breaks, bold, lists and links. */
export const MESSAGE_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'ul',
  'ol',
  'li',
  'a',
] as const;

/** Attributes per element (everything else — style, class, on* handlers — is dropped). */
export const MESSAGE_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
};

/** URL schemes a link may use: never javascript:, data: or vbscript:. */
export const MESSAGE_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Elements removed with everything inside them (not only their tags). */
export const MESSAGE_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'title',
  'head',
  'xml',
  'svg',
  'math',
  'textarea',
  'select',
] as const;

/** Whether a link target is allowed (an absolute URL with an allowed scheme). */
export function isAllowedHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (java\tscript:).
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return false;
  return (MESSAGE_ALLOWED_SCHEMES as readonly string[]).includes(scheme[1]!.toLowerCase());
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A tag of the allow-list: what makes a message HTML rather than plain text. */
const MESSAGE_TAG = /<\/?(?:p|br|strong|b|em|ul|ol|li|a)(?:\s[^<>]*)?\/?>/i;

/**
 * Whether stored content is message HTML. Older messages, mails and console messages are plain
 * text, where `<` and `>` are characters, not markup (`a < b`, `<script>` typed as text).
 */
export function isMessageHtml(content: string): boolean {
  return MESSAGE_TAG.test(content);
}

/** Plain text as message HTML: escaped, blank lines between paragraphs, other breaks kept. */
export function plainTextToHtml(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  if (!normalized) return '';
  return normalized
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text version of a message (the notification mail): paragraphs separated by a blank
 * line, line breaks kept, bullet items as "・", numbered items as "1. ", a link as its text
 * followed by its address. Works on sanitised message HTML (the allow-list above); plain text
 * content is returned as it is.
 */
export function messageToPlainText(content: string): string {
  if (!isMessageHtml(content)) return content.replace(/\r\n?/g, '\n').trim();
  const lists: { ordered: boolean; index: number }[] = [];
  let out = '';
  let link: { href: string; text: string } | null = null;
  /** Right after a list item's "・" or "1. ": its first paragraph starts on the same line. */
  let itemStart = false;
  const text = (value: string) => {
    if (!value) return;
    if (link) link.text += value;
    out += value;
    itemStart = false;
  };
  const newline = () => {
    out = out.replace(/[ \t]+$/, '');
    if (out && !out.endsWith('\n')) out += '\n';
  };
  const blankLine = () => {
    newline();
    if (out && !out.endsWith('\n\n')) out += '\n';
  };
  const tokens = content.split(/(<[^<>]*>)/);
  for (const token of tokens) {
    const tag = /^<(\/?)([a-z0-9]+)([^<>]*)>$/i.exec(token);
    if (!tag) {
      text(decodeEntities(token.replace(/\s*\n\s*/g, ' ')));
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (name === 'br') newline();
    else if (name === 'p') {
      if (itemStart) continue;
      if (lists.length) newline();
      else blankLine();
    } else if (name === 'ul' || name === 'ol') {
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', index: 0 });
      if (!lists.length) blankLine();
      else newline();
    } else if (name === 'li' && !closing) {
      newline();
      const list = lists[lists.length - 1];
      const indent = '  '.repeat(Math.max(0, lists.length - 1));
      if (list) list.index += 1;
      out += indent + (list?.ordered ? `${list.index}. ` : '・');
      itemStart = true;
    } else if (name === 'li') newline();
    else if (name === 'a' && !closing) {
      const href = /\shref\s*=\s*"([^"]*)"/i.exec(tag[3] ?? '')?.[1];
      link = href ? { href: decodeEntities(href), text: '' } : null;
    } else if (name === 'a' && link) {
      const { href, text: label } = link;
      link = null;
      const bare = href.replace(/^mailto:|^tel:/i, '');
      if (label.trim() !== bare && label.trim() !== href) out += ` (${href})`;
    }
  }
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
