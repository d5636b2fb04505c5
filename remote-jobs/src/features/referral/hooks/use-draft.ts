// The browser draft of the form (engine/draft.ts): offered once when the form opens, saved a
// moment after each change while dirty, cleared on submit or when discarded.
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  clearDraft,
  draftKey,
  loadDraft,
  saveDraft,
  type Draft,
  type DraftKeyParts,
} from '../engine/draft';
import type { FormValues } from '../engine/model';

const SAVE_DELAY_MS = 400;

export function useDraft(parts: DraftKeyParts) {
  const key = draftKey(parts);
  const [offered, setOffered] = useState<Draft | null>(() => loadDraft(key));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const save = useCallback(
    (values: FormValues) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => saveDraft(key, values), SAVE_DELAY_MS);
    },
    [key],
  );
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    clearDraft(key);
    setOffered(null);
  }, [key]);
  const dismiss = useCallback(() => setOffered(null), []);

  return useMemo(() => ({ offered, save, clear, dismiss }), [offered, save, clear, dismiss]);
}
