import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { theme } from './theme';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('is the level-1 heading of the page in the portal title size', () => {
    renderWithTheme(<PageTitle>各種設定</PageTitle>);
    const heading = screen.getByRole('heading', { level: 1, name: '各種設定' });
    expect(heading).toHaveStyle({ fontSize: theme.fontSizes.xxl, fontWeight: '700' });
  });

  it('names the document after its text, or after documentTitle when given', () => {
    const { unmount } = renderWithTheme(<PageTitle>各種設定</PageTitle>);
    expect(document.title).toBe('各種設定 | 紹介会社ポータル');
    unmount();
    renderWithTheme(
      <PageTitle documentTitle="メッセージ">
        メッセージ <span>3件</span>
      </PageTitle>,
    );
    expect(document.title).toBe('メッセージ | 紹介会社ポータル');
  });
});
