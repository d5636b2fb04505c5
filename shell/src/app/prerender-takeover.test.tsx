import { startTransition, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { LIVE_WAIT_MS, takeOverWhenLive } from './prerender-takeover';

const STATIC_PAGE = `
  <div id="prerender"><main><form>
    <label>ID<input name="email" type="text" value=""></label>
    <label>パスワード<input name="password" type="password" value=""></label>
    <label><input name="remember_me" type="checkbox">保持</label>
    <a href="/25/employment-agency/welcome">登録</a>
    <button disabled>ログイン</button>
  </form></main></div>
  <div id="root"></div>`;

const submitted: unknown[] = [];

/**
 * Controlled fields whose form listens only once mounted (as react-final-form's fields do), or
 * `lateMs` after that (a field that subscribes late, as on a slow device).
 */
function LiveForm({ lateMs }: { lateMs?: number }) {
  const [values, setValues] = useState({ email: '', password: '', remember_me: false });
  const [listening, setListening] = useState(false);
  useEffect(() => {
    if (lateMs === undefined) {
      setListening(true);
      return undefined;
    }
    const timer = setTimeout(() => setListening(true), lateMs);
    return () => clearTimeout(timer);
  }, [lateMs]);
  const set = (name: string, value: string | boolean) => {
    if (listening) setValues((v) => ({ ...v, [name]: value }));
  };
  return (
    <main>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(values);
        }}
      >
        <label>
          ID
          <input name="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
        </label>
        <label>
          パスワード
          <input
            name="password"
            type="password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
          />
        </label>
        <label>
          <input
            name="remember_me"
            type="checkbox"
            checked={values.remember_me}
            onChange={(e) => set('remember_me', e.target.checked)}
          />
          保持
        </label>
        <a href="/25/employment-agency/welcome">登録</a>
        <button type="submit">ログイン</button>
      </form>
    </main>
  );
}

describe('the takeover of a prerendered page', () => {
  let root: Root | null = null;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // The live page mounts as in the browser (a transition, effects later), not inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    document.head.innerHTML = '<style id="prerender-style">#prerender~#root{display:none}</style>';
    document.body.innerHTML = STATIC_PAGE;
    submitted.length = 0;
  });
  afterEach(() => {
    root?.unmount();
    root = null;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
      actEnvironment;
  });

  /** As bootstrap.tsx does: the takeover is set up on #root, then the shell renders into it. */
  const mountLive = (lateMs?: number) => {
    const container = document.getElementById('root')!;
    const stop = takeOverWhenLive(container);
    root = createRoot(container);
    startTransition(() => root!.render(<LiveForm lateMs={lateMs} />));
    return stop;
  };
  const liveField = (name: string) =>
    document.querySelector<HTMLInputElement>(`#root [name="${name}"]`)!;

  it('carries a value again when a field that subscribed late put its empty value back', async () => {
    document.querySelector<HTMLInputElement>('#prerender [name="email"]')!.value = 'demo';
    mountLive(200);
    await waitFor(() => expect(document.getElementById('prerender')).toBeNull());
    // The late field first drops what was carried; the takeover sets it again once it listens.
    await waitFor(() => expect(liveField('email').value).toBe('demo'), { timeout: 1500 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liveField('email').value).toBe('demo');
    liveField('email').form!.requestSubmit();
    await waitFor(() =>
      expect(submitted).toEqual([{ email: 'demo', password: '', remember_me: false }]),
    );
  });

  it('carries every value, the checkbox, the focus and the caret into the live form', async () => {
    const staticField = (name: string) =>
      document.querySelector<HTMLInputElement>(`#prerender [name="${name}"]`)!;
    staticField('email').value = 'demo';
    staticField('password').value = 'secret';
    staticField('remember_me').checked = true;
    staticField('password').focus();
    staticField('password').setSelectionRange(2, 4);

    mountLive();
    // Until the takeover the live page is out of the document: no field is there twice.
    expect(document.querySelectorAll('[name="email"]')).toHaveLength(1);
    await waitFor(() => expect(document.getElementById('prerender')).toBeNull());

    expect(document.getElementById('prerender-style')).toBeNull();
    expect(document.querySelectorAll('[name="email"]')).toHaveLength(1);
    expect(liveField('email').value).toBe('demo');
    expect(liveField('password').value).toBe('secret');
    expect(liveField('remember_me').checked).toBe(true);
    expect(document.activeElement).toBe(liveField('password'));
    expect([liveField('password').selectionStart, liveField('password').selectionEnd]).toEqual([
      2, 4,
    ]);
    // The values are the live form's state, not only its DOM: a submit sends them.
    liveField('password').form!.requestSubmit();
    await waitFor(() =>
      expect(submitted).toEqual([{ email: 'demo', password: 'secret', remember_me: true }]),
    );
  });

  it('moves the focus of a link or button to its live twin', async () => {
    document.querySelector<HTMLAnchorElement>('#prerender a')!.focus();
    mountLive();
    await waitFor(() => expect(document.getElementById('prerender')).toBeNull());
    expect(document.activeElement).toBe(document.querySelector('#root a'));
    expect(liveField('email').value).toBe('');
  });

  it('waits while the live root shows no page yet, and does nothing without a prerender', async () => {
    const container = document.getElementById('root')!;
    const stop = takeOverWhenLive(container);
    container.innerHTML = '<div role="status">読み込み中...</div>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('prerender')).not.toBeNull();
    expect(container.isConnected).toBe(false);
    stop();
    expect(container.isConnected).toBe(true);

    document.body.innerHTML = '<div id="root"></div>';
    expect(() => takeOverWhenLive(document.getElementById('root')!)()).not.toThrow();
    expect(document.getElementById('root')).not.toBeNull();
  });

  describe('a first sight (data-live: what the live page shows once it is there)', () => {
    const FIRST_SIGHT =
      '<div id="prerender" data-live="main h1"><main><h1>ITコンサルタント</h1></main></div>' +
      '<div id="root"></div>';

    beforeEach(() => {
      document.body.innerHTML = FIRST_SIGHT;
    });
    afterEach(() => jest.useRealTimers());

    it('waits for the page’s heading in the live frame, and for nothing loading there', async () => {
      const container = document.getElementById('root')!;
      takeOverWhenLive(container);
      // The frame's <main> with a page still loading: not yet.
      container.innerHTML = '<main><div data-loading="">読み込み中...</div></main>';
      await new Promise((resolve) => setTimeout(resolve, 30));
      container.innerHTML = '<main><h1>ITコンサルタント</h1><p data-loading="">…</p></main>';
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(document.getElementById('prerender')).not.toBeNull();
      const resized = jest.fn();
      window.addEventListener('resize', resized);
      container.innerHTML = '<main><h1>ITコンサルタント</h1><p>候補者一覧</p></main>';
      await waitFor(() => expect(document.getElementById('prerender')).toBeNull());
      expect(container.isConnected).toBe(true);
      // What measured itself out of the document measures again.
      expect(resized).toHaveBeenCalledTimes(1);
      window.removeEventListener('resize', resized);
    });

    it('takes over at once on a failure, and after LIVE_WAIT_MS when the page shows something else', async () => {
      const container = document.getElementById('root')!;
      takeOverWhenLive(container);
      container.innerHTML = '<div role="alert">表示できませんでした</div>';
      await waitFor(() => expect(document.getElementById('prerender')).toBeNull());

      jest.useFakeTimers();
      document.body.innerHTML = FIRST_SIGHT;
      const next = document.getElementById('root')!;
      takeOverWhenLive(next);
      next.innerHTML = '<main><p>求人が見つかりません</p></main>';
      await Promise.resolve();
      jest.advanceTimersByTime(LIVE_WAIT_MS - 1);
      expect(document.getElementById('prerender')).not.toBeNull();
      jest.advanceTimersByTime(1);
      jest.runOnlyPendingTimers();
      jest.runOnlyPendingTimers();
      expect(document.getElementById('prerender')).toBeNull();
      expect(next.isConnected).toBe(true);
    });
  });
});
