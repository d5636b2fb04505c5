import { act, screen } from '@testing-library/react';
import { resetLoadingStore, toast, useLoadingStore } from '../feedback';
import { renderWithTheme } from '../test/render';
import { FeedbackRoot } from './feedback-root';

beforeEach(() => {
  resetLoadingStore();
});

describe('FeedbackRoot', () => {
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

  it('covers the page while a write is loading', () => {
    renderWithTheme(<FeedbackRoot />);
    expect(screen.queryByText('処理中です')).not.toBeInTheDocument();
    act(() => useLoadingStore.getState().start());
    expect(screen.getByText('処理中です')).toBeInTheDocument();
    act(() => useLoadingStore.getState().stop());
    expect(screen.queryByText('処理中です')).not.toBeInTheDocument();
  });
});
