import { messageToPlainText } from '@portal/shared/html-policy';
import { cleanMessage, sanitizeHtml, sanitizeMessageHtml } from './sanitize';
import { OWASP_VECTORS, assertHarmless } from '@portal/shared/test/xss-vectors';

describe('sanitizeHtml (announcements)', () => {
  it('keeps normal formatting: paragraphs, bold, lists, headings, links', () => {
    const html =
      '<h2>見出し</h2><p>本文<strong>強調</strong><em>斜体</em><br /></p><ol><li>一</li></ol>' +
      '<a href="https://support.portal.example/help" title="ヘルプ">ヘルプ</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts with their content, event handlers, styles and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="color:red">本文</p><script>alert(document.cookie)</script>' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>';
    expect(sanitizeHtml(html)).toBe('<p>本文</p><a>x</a>');
  });

  it('adds noopener to links that open a new tab and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHtml('<a href="https://a.example" target="_parent" rel="opener">a</a>')).toBe(
      '<a href="https://a.example">a</a>',
    );
  });
});

describe('cleanMessage (the shared message policy)', () => {
  it('keeps paragraphs, line breaks, bold, lists and links of the composer', () => {
    const html =
      '<p>山田 太郎様<br />よろしくお願いします。</p><ul><li><p>日付：5月20日</p></li></ul>' +
      '<ol><li><p>一</p></li></ol><p><strong>内定</strong> <a href="https://a.example/x">詳細</a></p>';
    expect(cleanMessage(html)).toBe(html);
  });

  it('drops what the allow-list does not name: headings, spans, styles, classes, images', () => {
    expect(
      cleanMessage(
        '<h1 class="x">見出し</h1><p style="color:red"><span style="font-family:Meiryo">本文</span>' +
          '<img src="data:image/png;base64,AAAA"></p>',
      ),
    ).toBe('見出し<p>本文</p>');
  });

  it('keeps <, > and & typed as text, whether sent as HTML or as plain text', () => {
    expect(cleanMessage('<p>a &lt; b &amp;&amp; c &gt; d</p>')).toBe(
      '<p>a &lt; b &amp;&amp; c &gt; d</p>',
    );
    expect(cleanMessage('a < b && c > d\n2行目\n\n次の段落')).toBe(
      '<p>a &lt; b &amp;&amp; c &gt; d<br>2行目</p><p>次の段落</p>',
    );
    expect(messageToPlainText(cleanMessage('a < b && c > d'))).toBe('a < b && c > d');
  });

  it('is empty when nothing readable is left', () => {
    expect(cleanMessage('<p><br></p>')).toBe('');
    expect(cleanMessage('<p><script>alert(1)</script></p>')).toBe('');
    expect(cleanMessage('  \r\n ')).toBe('');
  });

  it('leaves links only with http, https, mailto or tel', () => {
    expect(sanitizeMessageHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeMessageHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeMessageHtml('<a href="/relative">x</a>')).toBe('<a>x</a>');
    expect(sanitizeMessageHtml('<a href="mailto:a@b.example">x</a>')).toBe(
      '<a href="mailto:a@b.example">x</a>',
    );
  });

  it.each(OWASP_VECTORS)('OWASP filter-evasion vector %# comes out harmless', (vector) => {
    assertHarmless(cleanMessage(vector));
    assertHarmless(cleanMessage(`<p>${vector}</p>`));
  });
});
