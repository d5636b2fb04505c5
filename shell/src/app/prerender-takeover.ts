// The takeover of a prerendered page (scripts/lib/prerender.mjs: login, forgot-password and
// welcome come as static HTML in <div id="prerender">, the empty #root hidden beside it; so does
// the first sight of a job page or a candidate page, api/src/plugins/first-sight.ts). The
// shell renders into #root, taken out of the document meanwhile; once the live page has mounted (its
// <main>, or a failure's alert) it gets what the user did on the static one — every field's
// value (a password too; an autofill alike), a checkbox's state, the focus and the caret — and
// the static page and its CSS go in the same task, before the next paint: the live twin shows in
// the very same place (same components, same styles), so nothing shifts and nothing typed is lost.
// Until then the static page is what the user sees and types into (its buttons disabled: no form
// is submitted without its script).

/** What tells that the live page is there: the auth pages' <main>, or a remote's failure. */
const LIVE_PAGE = 'main, [role="alert"]';
/** A remote's failure: taken over at once, whatever the page waits for. */
const FAILURE = '[role="alert"]';
/** Something the live page still loads (a LoadingText). */
const LOADING = 'main [data-loading]';
/**
 * A first sight (a page rendered by the api with the visitor's data) names what its live twin
 * shows once it is there (`data-live`: its heading in <main>); if the live page shows something
 * else (the record went meanwhile, a redirect), it takes over this long after it first rendered.
 */
export const LIVE_WAIT_MS = 5_000;
const CONTROLS = 'input, select, textarea';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element | null): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** The live element standing where `element` stands on the static page. */
function counterpart(element: Element, from: Element, to: Element): Element | null {
  const name = element.getAttribute('name');
  if (isControl(element) && name) {
    const twin = [...to.querySelectorAll<Control>(CONTROLS)].find((c) => c.name === name);
    if (twin) return twin;
  }
  const index = [...from.querySelectorAll(FOCUSABLE)].indexOf(element);
  return index < 0 ? null : (to.querySelectorAll(FOCUSABLE)[index] ?? null);
}

/** Sets a React-controlled field's value the way typing does: its onChange sees it. */
function setValue(control: Control, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Carries the values over; answers the text values carried, to keep them (keepCarried). */
function carryValues(from: Element, to: Element): [Control, string][] {
  const carried: [Control, string][] = [];
  for (const control of from.querySelectorAll<Control>(CONTROLS)) {
    const twin = counterpart(control, from, to);
    if (!isControl(twin) || twin.type !== control.type) continue;
    if (control instanceof HTMLInputElement && /^(?:checkbox|radio)$/.test(control.type)) {
      if ((twin as HTMLInputElement).checked !== control.checked)
        (twin as HTMLInputElement).click();
    } else if (twin.value !== control.value) {
      setValue(twin, control.value);
      carried.push([twin, control.value]);
    }
  }
  return carried;
}

/** How long a carried value is watched after the takeover. */
const KEEP_MS = 1500;

/**
 * A field that subscribes to its form later than the takeover (a slow device, a part of the form
 * that mounts after the rest) puts its own empty value back: for a moment after the takeover, a
 * carried value that went missing is set again, unless the user has typed in that field since.
 */
function keepCarried(carried: [Control, string][], doc: Document) {
  if (!carried.length) return;
  const typed = new Set<EventTarget>();
  const onInput = (event: Event) => {
    if (event.isTrusted && event.target) typed.add(event.target);
  };
  doc.addEventListener('input', onInput, true);
  const until = Date.now() + KEEP_MS;
  const check = () => {
    for (const [twin, value] of carried) {
      if (!typed.has(twin) && twin.isConnected && twin.value !== value) setValue(twin, value);
    }
    if (Date.now() < until) setTimeout(check, 50);
    else doc.removeEventListener('input', onInput, true);
  };
  setTimeout(check, 50);
}

interface Caret {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/** The caret of a text field (null where the type has none: email, number). */
function caretOf(element: Element | null): Caret | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    if (element.selectionStart === null) return null;
    return {
      start: element.selectionStart,
      end: element.selectionEnd,
      direction: element.selectionDirection,
    };
  } catch {
    return null;
  }
}

function moveFocus(focused: Element | null, caret: Caret | null, from: Element, to: Element) {
  if (!focused || !from.contains(focused)) return;
  const twin = counterpart(focused, from, to);
  if (!(twin instanceof HTMLElement)) return;
  twin.focus({ preventScroll: true });
  if (caret && (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement)) {
    try {
      twin.setSelectionRange(caret.start, caret.end, caret.direction ?? undefined);
    } catch {
      // A type without a caret.
    }
  }
}

/**
 * Swaps the static page for the live one, carrying values and focus: the live root (rendered
 * out of the document) takes the place the placeholder kept for it.
 */
function takeOver(
  root: HTMLElement,
  placeholder: Comment,
  prerendered: HTMLElement,
  doc: Document,
) {
  const focused = doc.activeElement;
  const caret = caretOf(focused);
  const carried = carryValues(prerendered, root);
  placeholder.replaceWith(root);
  prerendered.remove();
  doc.getElementById('prerender-style')?.remove();
  moveFocus(focused, caret, prerendered, root);
  keepCarried(carried, doc);
  // What the live page measured out of the document (a conversation sized to the window below
  // its top) measures again, now that it is laid out; the page's height may not have changed.
  doc.defaultView?.dispatchEvent(new Event('resize'));
}

/**
 * Where a prerendered page is shown, takes the live root out of the document (nothing of the
 * live page is found twice by the user or assistive technology, nor by a test looking for a
 * label) until the live page has mounted in it, then takes over. Returns a function that stops
 * waiting (nothing to do without a prerender).
 */
export function takeOverWhenLive(root: HTMLElement, doc: Document = document): () => void {
  const prerendered = doc.getElementById('prerender');
  if (!prerendered || !root.isConnected) return () => undefined;
  const placeholder = doc.createComment('the live page, once it has mounted');
  root.replaceWith(placeholder);
  const live = prerendered.getAttribute('data-live');
  const isLive = live
    ? () =>
        !!root.querySelector(FAILURE) ||
        (!!root.querySelector(live) && !root.querySelector(LOADING))
    : () => !!root.querySelector(LIVE_PAGE);
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    // Not in the commit that mounted it: the form's fields subscribe in their effects, and a value
    // set before that would be put back. After them, right before a frame is painted.
    setTimeout(() => requestAnimationFrame(() => takeOver(root, placeholder, prerendered, doc)), 0);
  };
  const observer = new MutationObserver(() => {
    if (done) return;
    if (isLive()) finish();
    else if (live && timer === undefined) timer = setTimeout(finish, LIVE_WAIT_MS);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    if (!done) placeholder.replaceWith(root);
    done = true;
  };
}
