// Sizes a block to the rest of the window below where it starts (a conversation: its list scrolls
// inside while its composer stays in view, so replying never needs the page scrolled). The block's
// CSS reads `--fill-top`, its distance from the top of the page:
//
//   const ref = useFillViewport<HTMLElement>();   // <Card ref={ref}>, also when it shows later
//   height: calc(100dvh - var(--fill-top, 0px) - 32px); min-height: 360px;
//
// Measured when the block is attached (before the effects inside it run, so a list scrolled to its
// newest message is scrolled at its final height) and again when the window or anything above it
// changes size.
import { useCallback } from 'react';

export function useFillViewport<T extends HTMLElement>(): (element: T | null) => () => void {
  return useCallback((element: T | null) => {
    if (!element) return () => undefined;
    const measure = () => {
      const top = Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY));
      element.style.setProperty('--fill-top', `${top}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    // What is above the block (a header loading its line, a wrapping title) moves its top.
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
}
