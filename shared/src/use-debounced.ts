// The value after `delay` ms without a change: a search runs once the user stops typing.
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  // Nothing to wait for when the value is the settled one (on mount, or typed back to it): no
  // timer, so no state update arrives later for nothing.
  const same = Object.is(value, settled);
  useEffect(() => {
    if (same) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, same]);
  return settled;
}
