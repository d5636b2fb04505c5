// Browser side effects the shell triggers (a full reload at another URL, a new tab), in one module
// so that the behaviours that depend on them can be observed in tests.
export function reloadAt(url: string): void {
  window.location.assign(url);
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
