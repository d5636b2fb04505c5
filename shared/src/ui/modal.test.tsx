import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../test/render';
import { Modal } from './modal';

function Harness({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <Modal
        open={open}
        title="お知らせ詳細"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>本文です</p>
      </Modal>
    </>
  );
}

const overlay = () => screen.getByRole('dialog').parentElement as HTMLElement;

beforeEach(() => {
  document.body.style.overflow = 'auto';
});

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered into the body', () => {
    renderWithTheme(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'お知らせ詳細' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('body')).toBe(document.body);
  });

  it('closes on a click outside the dialog', async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(<Harness onClose={onClose} />);
    await user.click(overlay());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside the dialog', async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(<Harness onClose={onClose} />);
    await user.click(screen.getByText('本文です'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes once on a touch outside', () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const target = overlay();
    fireEvent.touchStart(target);
    fireEvent.mouseDown(target);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(<Harness onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the 閉じる button', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and restores it after', async () => {
    const { user } = renderWithTheme(<Harness />);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    await user.click(screen.getByRole('button', { name: '開く' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes only the top-most modal on Escape', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    const { user } = renderWithTheme(
      <Modal open title="外側" onClose={outer}>
        <Modal open title="内側" onClose={inner} />
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it("closes only the top-most one when two remotes' copies of this module each have one open", async () => {
    // Each remote bundles its own copy: a second copy, as another remote's page would have.
    // React and styled-components stay the page's one copy (shared singletons).
    const singletons = ['react', 'react/jsx-runtime', 'react-dom', 'styled-components'];
    const loaded = singletons.map((name) => [name, jest.requireActual<object>(name)] as const);
    let Other: typeof Modal = Modal;
    jest.isolateModules(() => {
      for (const [name, module] of loaded) jest.doMock(name, () => module);
      Other = jest.requireActual<{ Modal: typeof Modal }>('./modal').Modal;
    });
    expect(Other).not.toBe(Modal);
    const first = jest.fn();
    const second = jest.fn();
    const { user } = renderWithTheme(
      <>
        <Modal open title="一つ目" onClose={first} />
        <Other open title="二つ目" onClose={second} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('does not close the outer modal on a click inside a nested one', async () => {
    const outer = jest.fn();
    const { user } = renderWithTheme(
      <Modal open title="外側" onClose={outer}>
        <Modal open title="内側" onClose={jest.fn()}>
          <p>内側の本文</p>
        </Modal>
      </Modal>,
    );
    await user.click(screen.getByText('内側の本文'));
    expect(outer).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderWithTheme(<Modal open={false} title="閉じた" onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
  });
});

describe('Modal body', () => {
  it('is reachable by keyboard only while its content overflows', () => {
    const height = jest
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.textContent?.includes('長い') ? 2000 : 0;
      });
    const { rerender } = renderWithTheme(
      <Modal open title="短いお知らせ" onClose={jest.fn()}>
        <p>短い本文</p>
      </Modal>,
    );
    expect(screen.getByText('短い本文').parentElement).not.toHaveAttribute('tabindex');
    rerender(
      <Modal open title="お知らせ" onClose={jest.fn()}>
        <p>長い本文が続きます</p>
      </Modal>,
    );
    expect(screen.getByText('長い本文が続きます').parentElement).toHaveAttribute('tabindex', '0');
    height.mockRestore();
  });
});
