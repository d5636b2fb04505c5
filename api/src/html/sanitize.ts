// Sanitises operator-written HTML (announcements, templates): normal formatting survives, scripts,
// event handlers, styles and javascript: links do not.
import { FilterXSS, getDefaultWhiteList } from 'xss';

const whiteList = getDefaultWhiteList();
whiteList.a = ['href', 'title', 'target'];

const filter = new FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript'],
  onTagAttr(tag, name, value) {
    // A link opening a new tab gets noopener, so the opened page cannot reach back to the portal.
    if (tag === 'a' && name === 'target') {
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    }
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html).trim();
}
