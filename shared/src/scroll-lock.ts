// Locks page scrolling while any modal is open; counted, so nested modals unlock only when the
// last one closes, and the body's own overflow value comes back.
let locks = 0;
let savedOverflow = '';

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}
