import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const utils = renderWithTheme(
    <ConfirmDialog
      open
      title="キャンセルしますか？"
      message="この操作は取り消せません"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...utils, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the question with キャンセル and OK by default', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'キャンセルしますか？' })).toBeInTheDocument();
    expect(screen.getByText('この操作は取り消せません')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('offers only its answers: no 閉じる that a question about closing would read as yes', () => {
    setup({ title: 'モーダルを閉じてよろしいですか？' });
    const dialog = screen.getByRole('dialog', { name: 'モーダルを閉じてよろしいですか？' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['キャンセル', 'OK']);
  });

  it('confirms with the confirm button', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button and with Escape', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses the given labels', () => {
    setup({
      confirmLabel: '移動する',
      cancelLabel: '戻る',
      title: 'ページを離れてよろしいですか？',
    });
    expect(screen.getByRole('button', { name: '移動する' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '戻る' })).toBeInTheDocument();
  });
});
