// Breakpoints and media helpers: the one responsive convention of every screen.
//
//   import { media, useMediaQuery, QUERIES } from '@portal/shared/ui/responsive';
//
//   - `compact` (below 900 px): the shell's sidebar becomes a drawer behind メニュー, two-column
//     pages stack (use TwoColumns from ./layout), side menus go above the content.
//   - `phone` (below 600 px, e.g. 390 × 844): tables become cards (ResponsiveTable from ./layout),
//     forms and dialogs take the full width, paddings shrink.
//   Write CSS first: `${media.compact} { ... }` inside a styled component. Reach for
//   `useMediaQuery(QUERIES.compact)` only when the markup itself must differ.
//   Every page must fit 390 px (no horizontal page scroll); e2e/support/a11y.ts checks it.
import { useEffect, useState } from 'react';

/** Widths in CSS px at which the layout changes (a screen narrower than this is "below"). */
export const BREAKPOINTS = { phone: 600, compact: 900 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

// 0.02 px below the breakpoint so exactly 900 px counts as wide (Bootstrap's trick for
// fractional widths on zoomed screens).
const below = (width: number) => `(max-width: ${width - 0.02}px)`;

/** Media queries without `@media`, for matchMedia / useMediaQuery. */
export const QUERIES = {
  phone: below(BREAKPOINTS.phone),
  compact: below(BREAKPOINTS.compact),
  wide: `(min-width: ${BREAKPOINTS.compact}px)`,
} as const;

/** `${media.compact} { ... }` in a styled component. */
export const media = {
  phone: `@media ${QUERIES.phone}`,
  compact: `@media ${QUERIES.compact}`,
  wide: `@media ${QUERIES.wide}`,
} as const;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/** Whether `query` matches now, kept up to date; false where matchMedia is missing (tests). */
export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setValue(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return value;
}
