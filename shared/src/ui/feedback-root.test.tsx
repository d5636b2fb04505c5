import { act, screen } from '@testing-library/react';
import { alertUser, resetLoadingStore, toast, useLoadingStore } from '../feedback';
import { renderWithTheme } from '../test/render';
import { FeedbackRoot } from './feedback-root';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

beforeEach(() => {
  resetLoadingStore();
});

describe('FeedbackRoot', () => {
  it('shows alertUser in an alert dialog that stays until OK, focused on OK', async () => {
    const { user } = renderWithTheme(<FeedbackRoot />);
    act(() => alertUser('予期しないエラーが発生しました'));
    const dialog = screen.getByRole('alertdialog', { name: 'エラー' });
    expect(dialog).toHaveTextContent('予期しないエラーが発生しました');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(dialog);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(ok);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a toast', async () => {
    renderWithTheme(<FeedbackRoot />);
    act(() => {
      toast.success('通知設定を更新しました');
    });
    expect(await screen.findByText('通知設定を更新しました')).toBeInTheDocument();
  });

  it('places the toasts below the 56 px header so they never cover its buttons', async () => {
    renderWithTheme(<FeedbackRoot />);
    act(() => {
      toast.error('パスワード再発行に失敗しました。');
    });
    const text = await screen.findByText('パスワード再発行に失敗しました。');
    const toaster = text.closest<HTMLElement>('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe('80px');
    expect(toaster?.style.getPropertyValue('--offset-right')).toBe('24px');
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe('72px');
  });

  it('labels the toast region in Japanese and gives toasts text of at least 4.5:1', async () => {
    renderWithTheme(<FeedbackRoot />);
    expect(screen.getByRole('region', { name: '通知' })).toBeInTheDocument();
    act(() => {
      toast.success('アカウント設定を更新しました');
    });
    const text = await screen.findByText('アカウント設定を更新しました');
    const toaster = text.closest<HTMLElement>('[data-sonner-toaster]');
    for (const type of ['success', 'error', 'info', 'warning']) {
      const fg = toaster?.style.getPropertyValue(`--${type}-text`) ?? '';
      const bg = toaster?.style.getPropertyValue(`--${type}-bg`) ?? '';
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('covers the page while a write is loading', () => {
    renderWithTheme(<FeedbackRoot />);
    expect(screen.queryByText('処理中です')).not.toBeInTheDocument();
    act(() => useLoadingStore.getState().start());
    expect(screen.getByText('処理中です')).toBeInTheDocument();
    act(() => useLoadingStore.getState().stop());
    expect(screen.queryByText('処理中です')).not.toBeInTheDocument();
  });
});
