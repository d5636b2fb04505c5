// Sanitises operator-written HTML (announcements, templates): normal formatting survives, scripts,
// event handlers, styles and javascript: links do not.
import { FilterXSS, getDefaultWhiteList } from 'xss';

const whiteList = getDefaultWhiteList();
// Links open outside the portal; noopener keeps the opened page from reaching back.
whiteList.a = ['href', 'title', 'target', 'rel'];

const filter = new FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript'],
  onTagAttr(tag, name) {
    if (tag === 'a' && name === 'rel') return 'rel="noopener noreferrer"';
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html).trim();
}
