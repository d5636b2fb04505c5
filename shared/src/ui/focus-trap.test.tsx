// Tab from the last element goes back to the first, Shift+Tab from the first to the last; the
// Drawer and the Modal use this.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { keepFocusInside } from './focus-trap';

function Trapped() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={ref} onKeyDown={(event) => keepFocusInside(event, ref.current)}>
        <button type="button">最初</button>
        <button type="button" disabled>
          無効
        </button>
        <a href="/x">最後</a>
      </div>
      <button type="button">外</button>
    </>
  );
}

it('keeps Tab and Shift+Tab inside the container, skipping disabled elements', async () => {
  const user = userEvent.setup();
  render(<Trapped />);
  screen.getByRole('link', { name: '最後' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: '最初' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('link', { name: '最後' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: '最初' })).toHaveFocus();
});
