// Tells screen-reader users that the page changed: a polite live region that reads the new page's
// title (useDocumentTitle) after each in-app navigation. The first page is not announced: the
// browser reads the document title on load.
//
// A remote loads lazily, so right after a move only the shell's section title is known. The
// announcer waits until the page has named itself and the title has been still for
// ANNOUNCE_DELAY_MS; a page that never names itself is announced by its section title after
// ANNOUNCE_FALLBACK_MS.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  currentPageName,
  formatDocumentTitle,
  useDocumentTitleStore,
} from '@portal/shared/ui/document-title';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';

/** How long the page's title must stay the same before it is announced. */
export const ANNOUNCE_DELAY_MS = 400;
/** How long to wait for a page to name itself before its section's title is announced. */
export const ANNOUNCE_FALLBACK_MS = 3000;

function pageHasNamedItself(): boolean {
  return useDocumentTitleStore.getState().entries.some((entry) => entry.level === 'page');
}

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    const announce = () =>
      setMessage(formatDocumentTitle(currentPageName(useDocumentTitleStore.getState().entries)));
    let settle: ReturnType<typeof setTimeout> | undefined;
    const waitForStillness = () => {
      clearTimeout(settle);
      if (pageHasNamedItself()) settle = setTimeout(announce, ANNOUNCE_DELAY_MS);
    };
    waitForStillness();
    const unsubscribe = useDocumentTitleStore.subscribe(waitForStillness);
    const fallback = setTimeout(() => {
      if (!pageHasNamedItself()) announce();
    }, ANNOUNCE_FALLBACK_MS);
    return () => {
      unsubscribe();
      clearTimeout(settle);
      clearTimeout(fallback);
    };
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
