// useKeyboardScrollable: a box that scrolls (a long announcement in a dialog on a phone) must be
// reachable by keyboard so its arrows and Page Down scroll it (axe: scrollable-region-focusable).
// Returns the tabIndex to give the box: 0 while its content overflows, undefined otherwise, so a
// short dialog keeps its usual Tab order.
import { useEffect, useState, type RefObject } from 'react';

export function useKeyboardScrollable(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The content changes size as it loads, the box as the window turns.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    Array.from(element.children).forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  });
  return overflows ? 0 : undefined;
}
