import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Tabs } from './tabs';

const items = [
  { id: 'messages', label: 'メッセージ', content: <p>メッセージ一覧</p> },
  { id: 'info', label: '紹介情報', content: <p>紹介情報の内容</p> },
  { id: 'events', label: '説明会・面接', content: <p>予定の内容</p> },
];

describe('Tabs', () => {
  it('shows the first tab selected with its panel', () => {
    renderWithTheme(<Tabs label="候補者詳細" items={items} />);
    expect(screen.getByRole('tablist', { name: '候補者詳細' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'メッセージ' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'メッセージ' })).toHaveTextContent(
      'メッセージ一覧',
    );
  });

  it('switches panels on click and reports the change', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Tabs label="候補者詳細" items={items} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: '紹介情報' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('紹介情報の内容');
    expect(onChange).toHaveBeenCalledWith('info');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWithTheme(<Tabs label="候補者詳細" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'メッセージ' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '説明会・面接' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('予定の内容');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'メッセージ' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('follows selectedId when controlled', () => {
    renderWithTheme(<Tabs label="候補者詳細" items={items} selectedId="events" />);
    expect(screen.getByRole('tab', { name: '説明会・面接' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
