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
});
