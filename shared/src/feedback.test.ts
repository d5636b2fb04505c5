import { MIN_LOADING_MS, resetLoadingStore, useLoadingStore, withLoading } from './feedback';

beforeEach(() => {
  jest.useFakeTimers();
  resetLoadingStore();
});

afterEach(() => {
  jest.useRealTimers();
});

const visible = () => useLoadingStore.getState().visible;

describe('withLoading', () => {
  it('keeps the overlay at least 300 ms after a fast request', async () => {
    expect(MIN_LOADING_MS).toBe(300);
    let settled = false;
    const pending = withLoading(Promise.resolve('done')).then((value) => {
      settled = true;
      return value;
    });
    expect(visible()).toBe(true);
    await jest.advanceTimersByTimeAsync(299);
    expect(visible()).toBe(true);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(visible()).toBe(false);
    await expect(pending).resolves.toBe('done');
  });

  it('hides the overlay as soon as a slow request ends', async () => {
    const pending = withLoading(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 1000)),
    );
    await jest.advanceTimersByTimeAsync(999);
    expect(visible()).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(visible()).toBe(false);
    await expect(pending).resolves.toBe('slow');
  });

  it('stays visible until the last of overlapping writes ends', async () => {
    const first = withLoading(Promise.resolve(1));
    await jest.advanceTimersByTimeAsync(200);
    const second = withLoading(Promise.resolve(2));
    await jest.advanceTimersByTimeAsync(100);
    expect(visible()).toBe(true);
    expect(useLoadingStore.getState().count).toBe(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(visible()).toBe(false);
    await Promise.all([first, second]);
  });

  it('hides the overlay and rethrows when the work fails', async () => {
    const pending = withLoading(Promise.reject(new Error('失敗')));
    const assertion = expect(pending).rejects.toThrow('失敗');
    await jest.advanceTimersByTimeAsync(300);
    await assertion;
    expect(visible()).toBe(false);
  });
});
