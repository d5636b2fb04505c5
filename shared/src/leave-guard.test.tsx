import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useLeaveGuard } from './leave-guard';

function Where() {
  return <output aria-label="場所">{useLocation().pathname}</output>;
}

function Form({ active, onLeave }: { active: boolean; onLeave?: () => void }) {
  const guard = useLeaveGuard(active, onLeave);
  return (
    <>
      <Link to="/other">ほかのページ</Link>
      <a href="/other" target="_blank">
        新しいタブ
      </a>
      <a href="/file.pdf" download>
        ダウンロード
      </a>
      <a href="https://example.com/">外部サイト</a>
      {guard.pendingPath !== null && (
        <div role="dialog" aria-label="ページを離れてよろしいですか？">
          {guard.pendingPath}
          <button onClick={guard.stay}>キャンセル</button>
          <button onClick={guard.leave}>移動する</button>
        </div>
      )}
    </>
  );
}

function renderForm(active: boolean, onLeave?: () => void) {
  return render(
    <MemoryRouter initialEntries={['/form']}>
      <Where />
      <Routes>
        <Route path="/form" element={<Form active={active} onLeave={onLeave} />} />
        <Route path="/other" element={<p>ほかのページです</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByLabelText('場所');
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  it('lets an unchanged form go without asking', async () => {
    renderForm(false);
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'ほかのページ' }));
    expect(where()).toHaveTextContent('/other');
  });

  it('asks before an in-app link: キャンセル stays, 移動する gives the typing up and goes', async () => {
    const onLeave = jest.fn();
    renderForm(true, onLeave);
    expect(beforeUnloadPrevented()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'ほかのページ' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('/other');
    expect(where()).toHaveTextContent('/form');
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toHaveTextContent('/form');
    expect(onLeave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'ほかのページ' }));
    await userEvent.click(screen.getByRole('button', { name: '移動する' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(where()).toHaveTextContent('/other');
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('leaves new tabs, downloads, other sites and modified clicks to the browser', async () => {
    renderForm(true);
    for (const name of ['新しいタブ', 'ダウンロード', '外部サイト']) {
      fireEvent.click(screen.getByRole('link', { name }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('link', { name: 'ほかのページ' }), { ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
