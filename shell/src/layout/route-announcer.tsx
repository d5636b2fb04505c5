// Tells screen-reader users that the page changed: a polite live region that reads the new page's
// title (useDocumentTitle) after each in-app navigation. The first page is not announced: the
// browser reads the document title on load.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  currentPageName,
  formatDocumentTitle,
  useDocumentTitleStore,
} from '@portal/shared/ui/document-title';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';

/** Waits for the page to name itself (a remote loads lazily) before announcing. */
export const ANNOUNCE_DELAY_MS = 400;

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    const timer = setTimeout(
      () =>
        setMessage(formatDocumentTitle(currentPageName(useDocumentTitleStore.getState().entries))),
      ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
