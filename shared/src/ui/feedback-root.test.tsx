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

  it('covers the page while a write is loading', () => {
    renderWithTheme(<FeedbackRoot />);
    expect(screen.queryByText('処理中です')).not.toBeInTheDocument();
    act(() => useLoadingStore.getState().start());
    expect(screen.getByText('処理中です')).toBeInTheDocument();
    act(() => useLoadingStore.getState().stop());
    expect(screen.queryByText('処理中です')).not.toBeInTheDocument();
  });
});
