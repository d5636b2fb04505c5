// The browser draft of the form (engine/draft.ts): offered once when the form opens, saved a
// moment after each change while dirty — and at once when the page is hidden or closed, or the
// form unmounts — cleared on submit, on a confirmed leave, or when discarded. A session's end
// (logout, a 401) deletes it and keeps the unmount from writing it again (@portal/shared/drafts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  clearDraft,
  draftKey,
  loadDraft,
  saveDraft,
  type Draft,
  type DraftKeyParts,
} from '../engine/draft';
import type { FormValues } from '../engine/model';

const SAVE_DELAY_MS = 300;

export function useDraft(parts: DraftKeyParts) {
  const key = draftKey(parts);
  const [offered, setOffered] = useState<Draft | null>(() => loadDraft(key));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<FormValues | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current) saveDraft(key, pending.current);
    pending.current = null;
  }, [key]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const save = useCallback(
    (values: FormValues) => {
      pending.current = values;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
    clearDraft(key);
    setOffered(null);
  }, [key]);
  const dismiss = useCallback(() => setOffered(null), []);

  return useMemo(() => ({ offered, save, clear, dismiss }), [offered, save, clear, dismiss]);
}
