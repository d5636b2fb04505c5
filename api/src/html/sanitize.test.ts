import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps normal formatting: paragraphs, bold, lists, headings, links', () => {
    const html =
      '<h2>見出し</h2><p>本文<strong>強調</strong><em>斜体</em><br></p><ol><li>一</li></ol>' +
      '<a href="https://support.portal.example/help" title="ヘルプ">ヘルプ</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts with their content, event handlers, styles and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="color:red">本文</p><script>alert(document.cookie)</script>' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>';
    expect(sanitizeHtml(html)).toBe('<p>本文</p><a href>x</a>');
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
