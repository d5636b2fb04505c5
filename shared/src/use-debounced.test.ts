import { act, renderHook } from '@testing-library/react';
import { useDebounced } from './use-debounced';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('gives the value once it has not changed for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), {
    initialProps: { value: '' },
  });
  rerender({ value: '佐' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: '佐藤' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('佐藤');
});

it('waits for nothing on mount or when typed back to the settled value', () => {
  const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), {
    initialProps: { value: '佐藤' },
  });
  // No timer: no state update can arrive later (outside act) for nothing.
  expect(jest.getTimerCount()).toBe(0);
  rerender({ value: '佐藤花' });
  expect(jest.getTimerCount()).toBe(1);
  rerender({ value: '佐藤' });
  expect(jest.getTimerCount()).toBe(0);
  expect(result.current).toBe('佐藤');
});
