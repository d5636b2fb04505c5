// HTML pasted into the composer (from Word, Excel, Outlook or a web page) as message HTML: its
// paragraphs, lists and links stay, everything else goes (styles, fonts, classes, scripts, images
// as data URLs, Office's XML). Word and Outlook write lists as paragraphs styled `mso-list` with
// the bullet or number as text: they become real lists. Table rows (Excel) become paragraphs.
// The result passes the message allow-list (purifyMessageHtml), the policy the api applies too.
import { purifyMessageHtml } from './html';

const BLOCKS = new Set([
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'ADDRESS',
  'DT',
  'DD',
  'CAPTION',
  'FIGCAPTION',
]);
const BLOCK_CHILDREN = 'p,div,ul,ol,table,h1,h2,h3,h4,h5,h6,blockquote,pre,section,article';
const NUMBERED_MARKER = /^[(（]?[0-9０-９a-zA-Zａ-ｚＡ-Ｚivxlcdm一二三四五六七八九十]+[.)．）、]/;

function styleOf(element: Element): string {
  return (element.getAttribute('style') ?? '').toLowerCase();
}

function rename(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag);
  while (element.firstChild) replacement.appendChild(element.firstChild);
  element.replaceWith(replacement);
  return replacement;
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/** Removes the bullet or number Word writes before a list paragraph and says which it was. */
function takeListMarker(paragraph: Element): 'ul' | 'ol' {
  let marker = '';
  // <span style="mso-list:Ignore">1.<span>&nbsp;</span></span> (Word, Outlook)
  for (const span of Array.from(paragraph.querySelectorAll('span'))) {
    if (/mso-list\s*:\s*ignore/.test(styleOf(span))) {
      marker += span.textContent ?? '';
      span.remove();
    }
  }
  // <![if !supportLists]>…<![endif]> (parsed as comments): everything between them is the marker.
  const walker = paragraph.ownerDocument.createTreeWalker(paragraph, NodeFilter.SHOW_COMMENT);
  const comments: Comment[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode as Comment);
  const start = comments.find((c) => /\[if !supportLists\]/i.test(c.data));
  const end = start && comments.find((c) => c !== start && /\[endif\]/i.test(c.data));
  if (start && end) {
    const range = paragraph.ownerDocument.createRange();
    range.setStartAfter(start);
    range.setEndBefore(end);
    marker += range.toString();
    range.deleteContents();
  }
  return NUMBERED_MARKER.test(marker.replace(/\s|\u00a0/g, '')) ? 'ol' : 'ul';
}

/** Word/Outlook list paragraphs (style mso-list) as ul/ol with li, consecutive ones together. */
function officeLists(body: HTMLElement): void {
  const paragraphs = Array.from(body.querySelectorAll('p')).filter(
    (p) => /mso-list\s*:\s*l\d/.test(styleOf(p)) || /MsoListParagraph/i.test(p.className),
  );
  let list: Element | null = null;
  let listType = '';
  for (const paragraph of paragraphs) {
    const type = takeListMarker(paragraph);
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list || listType !== type) {
      list = paragraph.ownerDocument.createElement(type);
      listType = type;
      paragraph.before(list);
    }
    const item = paragraph.ownerDocument.createElement('li');
    while (paragraph.firstChild) item.appendChild(paragraph.firstChild);
    list.appendChild(item);
    paragraph.remove();
  }
}

/** Excel and web tables: a row becomes a paragraph, its cells separated by a full-width space. */
function tableRows(body: HTMLElement): void {
  for (const table of Array.from(body.querySelectorAll('table'))) {
    const rows = Array.from(table.querySelectorAll('tr'));
    const paragraphs = rows
      .map((row) => {
        const p = table.ownerDocument.createElement('p');
        const cells = Array.from(row.querySelectorAll('td,th')).filter(
          (cell) => (cell.textContent ?? '').trim() !== '',
        );
        cells.forEach((cell, index) => {
          if (index > 0) p.appendChild(table.ownerDocument.createTextNode('\u3000'));
          while (cell.firstChild) p.appendChild(cell.firstChild);
        });
        return p;
      })
      .filter((p) => (p.textContent ?? '').trim() !== '');
    table.replaceWith(...paragraphs);
  }
}

/** Bold written as a style (Google Docs, Outlook) as <strong>; Docs' non-bold <b> wrapper unwrapped. */
function styledBold(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll('b,strong'))) {
    if (/font-weight\s*:\s*(normal|[1-4]00)\b/.test(styleOf(element))) unwrap(element);
  }
  for (const span of Array.from(body.querySelectorAll('span'))) {
    if (/font-weight\s*:\s*(bold|[6-9]00)\b/.test(styleOf(span))) rename(span, 'strong');
  }
}

/** Blocks the allow-list does not know (div, headings, quotes) as paragraphs, not run-on text. */
function plainBlocks(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll('*')).reverse()) {
    if (!BLOCKS.has(element.tagName)) continue;
    if (element.querySelector(BLOCK_CHILDREN)) unwrap(element);
    else rename(element, 'p');
  }
}

const LAID_OUT = new Set(['P', 'UL', 'OL', 'LI', 'BR', 'TABLE']);

/** The source's line breaks between blocks (not spaces between words) would become text. */
function blockWhitespace(body: HTMLElement): void {
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const gaps: Text[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (node.data.trim() !== '') continue;
    const parent = node.parentElement;
    const beside = [node.previousSibling, node.nextSibling];
    if (
      parent === body ||
      parent?.tagName === 'UL' ||
      parent?.tagName === 'OL' ||
      beside.some((sibling) => sibling instanceof Element && LAID_OUT.has(sibling.tagName))
    ) {
      gaps.push(node);
    }
  }
  for (const gap of gaps) gap.remove();
}

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const { body } = doc;
  for (const element of Array.from(body.querySelectorAll('script,style,meta,link,title,xml'))) {
    element.remove();
  }
  officeLists(body);
  tableRows(body);
  styledBold(body);
  plainBlocks(body);
  blockWhitespace(body);
  return purifyMessageHtml(body.innerHTML).trim();
}
