import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { toast } from '../feedback';
import { PortalThemeProvider } from './theme';
import { ErrorWithRetry } from './error-with-retry';

const renderWithTheme = (element: ReactElement) =>
  render(element, { wrapper: PortalThemeProvider });

describe('ErrorWithRetry', () => {
  it('shows a failed load inline with its retry; the toast is the query cache’s, not its own', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
    const retry = jest.fn();
    renderWithTheme(<ErrorWithRetry message="候補者情報の取得に失敗しました" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('候補者情報の取得に失敗しました');
    await userEvent.setup().click(screen.getByRole('button', { name: '再読み込み' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
