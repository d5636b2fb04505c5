// The `window` the first-sight render sees on the server (./render.tsx; the server build puts
// this object wherever the code names `window`, webpack's ProvidePlugin: the api's own global
// object is never touched). It holds what the page's modules read while rendering: the URL (the
// http client builds its request URLs from it), media queries answered for the device the
// request came from, and storage that keeps nothing (no draft is restored on the server).
// Events and timers are the process's own; nothing the render starts outlives it.

/** The width media queries are answered for: a phone's, or a desktop's. */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

let width = DESKTOP_WIDTH;

/** Whether a media query holds at `viewport` px wide: (min-width) and (max-width) only. */
export function mediaMatches(query: string, viewport: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, side, px]) =>
    side === 'min' ? viewport >= Number(px) : viewport <= Number(px),
  );
}

const noop = () => undefined;

const emptyStorage = {
  getItem: () => null,
  setItem: noop,
  removeItem: noop,
  clear: noop,
  key: () => null,
  length: 0,
};

export const serverWindow = {
  location: new URL('http://localhost/'),
  matchMedia: (query: string) => ({
    matches: mediaMatches(query, width),
    media: query,
    addEventListener: noop,
    removeEventListener: noop,
    addListener: noop,
    removeListener: noop,
  }),
  addEventListener: noop,
  removeEventListener: noop,
  localStorage: emptyStorage,
  sessionStorage: emptyStorage,
  setTimeout,
  clearTimeout,
  get innerWidth() {
    return width;
  },
};

/** The page being rendered: its absolute URL, and whether a phone asked for it. */
export function setServerPage(url: string, phone: boolean): void {
  serverWindow.location = new URL(url);
  width = phone ? PHONE_WIDTH : DESKTOP_WIDTH;
}
