import { screen } from '@testing-library/react';
import { OWASP_VECTORS, assertHarmless } from '../test/xss-vectors';
import { renderWithTheme } from '../test/render';
import { MessageBody } from './message-body';

function body(container: HTMLElement): HTMLElement {
  return container.querySelector('[data-message-body]') as HTMLElement;
}

describe('MessageBody', () => {
  it('renders message HTML: paragraphs, breaks, bold, lists and links opening a new tab', () => {
    const { container } = renderWithTheme(
      <MessageBody content='<p>山田様<br>よろしく</p><ul><li><p>日付</p></li></ul><ol><li>一</li></ol><p><strong>内定</strong> <a href="https://a.example">詳細</a></p>' />,
    );
    const element = body(container);
    expect(element.querySelectorAll('p')).toHaveLength(3);
    expect(element.querySelector('br')).not.toBeNull();
    expect(element.querySelector('ul li')).toHaveTextContent('日付');
    expect(element.querySelector('ol li')).toHaveTextContent('一');
    expect(element.querySelector('strong')).toHaveTextContent('内定');
    const link = screen.getByRole('link', { name: '詳細' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows plain text with <, > and & as typed, line breaks kept', () => {
    const { container } = renderWithTheme(
      <MessageBody content={'年収 < 600万円 & 残業 > 20時間\n<script>は文字です\n\n次の段落'} />,
    );
    const element = body(container);
    expect(element.querySelectorAll('p')).toHaveLength(2);
    expect(element.querySelector('p')).toHaveTextContent(
      '年収 < 600万円 & 残業 > 20時間<script>は文字です',
    );
    expect(element.querySelector('br')).not.toBeNull();
    expect(element.querySelector('script')).toBeNull();
  });

  it('keeps the text of message HTML written with &lt; &gt; &amp;', () => {
    const { container } = renderWithTheme(
      <MessageBody content="<p>a &lt; b &amp;&amp; c &gt; d</p>" />,
    );
    expect(body(container)).toHaveTextContent('a < b && c > d');
  });

  it('drops what the allow-list does not name', () => {
    const { container } = renderWithTheme(
      <MessageBody content='<h1 style="color:red">見出し</h1><p class="x"><span style="font-family:serif">本文</span><img src="data:image/png;base64,AA"></p>' />,
    );
    expect(body(container).innerHTML).toBe('見出し<p>本文</p>');
  });

  it.each(OWASP_VECTORS)(
    'renders OWASP vector %# with no script, handler or javascript: URL',
    (vector) => {
      for (const content of [vector, `<p>${vector}</p>`]) {
        const { container, unmount } = renderWithTheme(<MessageBody content={content} />);
        const element = body(container);
        if (element) {
          assertHarmless(element.innerHTML);
          expect(element.querySelector('script,img,svg,iframe,object,embed,style')).toBeNull();
          for (const node of Array.from(element.querySelectorAll('*'))) {
            for (const attribute of Array.from(node.attributes)) {
              expect(attribute.name).not.toMatch(/^on/i);
              expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
            }
          }
        }
        unmount();
      }
    },
  );
});
