import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { UnreadCount } from './unread-count';

const renderWithTheme = (element: ReactElement) =>
  render(element, { wrapper: PortalThemeProvider });

it.each([
  [1, '1', '未読メッセージ 1件'],
  [999, '999', '未読メッセージ 999件'],
  [1000, '999+', '未読メッセージ 999件以上'],
])('shows %p unread as %p, read out as %p', (count, shown, label) => {
  renderWithTheme(<UnreadCount count={count} />);
  expect(screen.getByLabelText(label)).toHaveTextContent(shown);
});

it('shows nothing when every message is read', () => {
  const { container } = renderWithTheme(<UnreadCount count={0} />);
  expect(container).toBeEmptyDOMElement();
});
