import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { toast } from '@portal/shared/feedback';
import { QueryFailure } from '@portal/shared/query-client';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { ErrorWithRetry } from './list-states';

const renderWithTheme = (element: ReactElement) =>
  render(element, { wrapper: PortalThemeProvider });

describe('ErrorWithRetry', () => {
  it('shows a failed detail inline and as the catalogue toast, once', () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
    const failure = new QueryFailure({ kind: 'network', name: 'AxiosError', message: 'x' });
    const { rerender } = renderWithTheme(
      <ErrorWithRetry
        message="候補者情報の取得に失敗しました"
        error={failure}
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('候補者情報の取得に失敗しました');
    rerender(
      <ErrorWithRetry
        message="候補者情報の取得に失敗しました"
        error={failure}
        onRetry={jest.fn()}
      />,
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('候補者情報の取得に失敗しました');
    error.mockRestore();
  });

  it('adds nothing to a failure the client already toasted', () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
    const failure = new QueryFailure({
      kind: 'http',
      status: 500,
      body: {},
      message: 'サーバーエラー',
      handled: 'toast',
    });
    renderWithTheme(
      <ErrorWithRetry
        message="候補者情報の取得に失敗しました"
        error={failure}
        onRetry={jest.fn()}
      />,
    );
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
