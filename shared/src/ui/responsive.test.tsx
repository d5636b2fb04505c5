import { act, render, screen } from '@testing-library/react';
import { BREAKPOINTS, QUERIES, media, useMediaQuery } from './responsive';

function Probe({ query }: { query: string }) {
  return <output aria-label="一致">{String(useMediaQuery(query))}</output>;
}

/** A matchMedia for one window width, with a way to resize. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const evaluate = (query: string) => {
    const max = /max-width: ([\d.]+)px/.exec(query);
    const min = /min-width: ([\d.]+)px/.exec(query);
    return (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
  };
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    lists.forEach((entry) => entry.listeners.forEach((listener) => listener()));
  };
}

afterEach(() => {
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('breakpoints', () => {
  it('puts 390 px below phone and compact, and exactly 900 px on the wide side', () => {
    expect(BREAKPOINTS).toEqual({ phone: 600, compact: 900 });
    expect(media.compact).toBe(`@media ${QUERIES.compact}`);
    const resize = fakeWindowWidth(390);
    render(
      <>
        <Probe query={QUERIES.phone} />
        <Probe query={QUERIES.wide} />
      </>,
    );
    const [phone, wide] = screen.getAllByLabelText('一致');
    expect(phone).toHaveTextContent('true');
    expect(wide).toHaveTextContent('false');
    act(() => resize(900));
    expect(phone).toHaveTextContent('false');
    expect(wide).toHaveTextContent('true');
  });

  it('answers false where there is no matchMedia', () => {
    render(<Probe query={QUERIES.compact} />);
    expect(screen.getByLabelText('一致')).toHaveTextContent('false');
  });
});
