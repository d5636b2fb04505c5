import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on hover and hides when the pointer leaves', async () => {
    const { user } = renderWithTheme(
      <Tooltip content="未読メッセージがあります">
        <a href="/25/employment-agency/chat">メッセージ</a>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('link', { name: 'メッセージ' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('未読メッセージがあります');
    expect(screen.getByRole('link', { name: 'メッセージ' })).toHaveAccessibleDescription(
      '未読メッセージがあります',
    );
    await user.unhover(screen.getByRole('link', { name: 'メッセージ' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    const { user } = renderWithTheme(
      <Tooltip content="連携待ちの企業があります">
        <button type="button">各種設定</button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('連携待ちの企業があります');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
