import { render } from '@testing-library/react';
import { DocumentTitle, useDocumentTitle } from './document-title';

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the document "<page> | 紹介会社ポータル" while mounted', () => {
    const { rerender, unmount } = render(<Page title="お知らせ" />);
    expect(document.title).toBe('お知らせ | 紹介会社ポータル');
    rerender(<Page title="各種設定" />);
    expect(document.title).toBe('各種設定 | 紹介会社ポータル');
    unmount();
    expect(document.title).toBe('紹介会社ポータル');
  });

  it("prefers a page's own title to its section's, whatever mounts first", () => {
    const { rerender, unmount } = render(
      <>
        <Page title="株式会社アルファとのメッセージ" />
        <DocumentTitle title="メッセージ" level="section" />
      </>,
    );
    expect(document.title).toBe('株式会社アルファとのメッセージ | 紹介会社ポータル');
    rerender(<DocumentTitle title="メッセージ" level="section" />);
    expect(document.title).toBe('メッセージ | 紹介会社ポータル');
    unmount();
  });

  it('ignores an empty title', () => {
    const { unmount } = render(<Page title="  " />);
    expect(document.title).toBe('紹介会社ポータル');
    unmount();
  });
});
