import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { askToLeave, useLeaveGuard } from './leave-guard';

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
      <input aria-label="氏名" defaultValue="" />
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
    // The browser's turn, after every listener of the page: the click reaches it neither stopped
    // nor cancelled. It is cancelled there, as jsdom cannot open another document.
    const reachedBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      reachedBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    for (const name of ['新しいタブ', 'ダウンロード', '外部サイト']) {
      fireEvent.click(screen.getByRole('link', { name }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('link', { name: 'ほかのページ' }), { ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    window.removeEventListener('click', browser);
    expect(reachedBrowser).toEqual([true, true, true, true]);
  });

  describe('in the browser history (the BrowserRouter of the shell)', () => {
    function renderInBrowser(active: boolean) {
      window.history.replaceState(null, '', '/start');
      window.history.pushState(null, '', '/form');
      return render(
        <BrowserRouter>
          <Where />
          <Routes>
            <Route path="/form" element={<Form active={active} />} />
            <Route path="/start" element={<p>前のページです</p>} />
          </Routes>
        </BrowserRouter>,
      );
    }

    it('asks before back: キャンセル keeps the form and its typing, 移動する goes back', async () => {
      renderInBrowser(true);
      await userEvent.type(screen.getByRole('textbox', { name: '氏名' }), '佐藤');
      act(() => window.history.back());
      await screen.findByRole('dialog');
      expect(where()).toHaveTextContent('/form');
      expect(window.location.pathname).toBe('/form');
      expect(screen.getByRole('textbox', { name: '氏名' })).toHaveValue('佐藤');

      await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
      expect(screen.getByRole('textbox', { name: '氏名' })).toHaveValue('佐藤');
      act(() => window.history.back());
      await userEvent.click(await screen.findByRole('button', { name: '移動する' }));
      await waitFor(() => expect(where()).toHaveTextContent('/start'));
      expect(screen.getByText('前のページです')).toBeInTheDocument();
    });

    it('lets back go without asking when the form is unchanged', async () => {
      renderInBrowser(false);
      act(() => window.history.back());
      await waitFor(() => expect(where()).toHaveTextContent('/start'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('asks before logout (askToLeave) and logs out only on 移動する', async () => {
    const logout = jest.fn();
    renderForm(true);
    act(() => askToLeave('/login', logout));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(logout).not.toHaveBeenCalled();
    act(() => askToLeave('/login', logout));
    await userEvent.click(screen.getByRole('button', { name: '移動する' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('logs out at once with no dirty form', () => {
    const logout = jest.fn();
    renderForm(false);
    askToLeave('/login', logout);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
