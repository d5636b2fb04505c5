// The document title of every route: "お知らせ | 紹介会社ポータル". Each page names itself with
// useDocumentTitle (PageTitle does it for you when its text is a plain string); the shell's route
// table gives each section a fallback at the 'section' level, which a page's own title outranks.
// The shell's RouteAnnouncer reads the same store to announce route changes.
import { useEffect } from 'react';
import { create } from 'zustand';

export const PRODUCT_NAME = '紹介会社ポータル';

/** 'page' (a remote's page) outranks 'section' (the shell's route table). */
export type TitleLevel = 'section' | 'page';

interface Entry {
  token: symbol;
  title: string;
  level: TitleLevel;
}

interface TitleState {
  entries: Entry[];
}

export const useDocumentTitleStore = create<TitleState>()(() => ({ entries: [] }));

/** The page's own name (no product suffix); undefined while nothing named the page. */
export function currentPageName(entries: Entry[]): string | undefined {
  const pages = entries.filter((entry) => entry.level === 'page');
  const chosen = pages.length > 0 ? pages : entries;
  return chosen[chosen.length - 1]?.title;
}

export function formatDocumentTitle(name: string | undefined): string {
  return name === undefined || name === '' ? PRODUCT_NAME : `${name} | ${PRODUCT_NAME}`;
}

useDocumentTitleStore.subscribe((state) => {
  document.title = formatDocumentTitle(currentPageName(state.entries));
});

/** Names the page while the calling component is mounted: `useDocumentTitle('各種設定')`. */
export function useDocumentTitle(title: string | undefined, level: TitleLevel = 'page'): void {
  useEffect(() => {
    if (title === undefined || title.trim() === '') return undefined;
    const entry: Entry = { token: Symbol('title'), title: title.trim(), level };
    useDocumentTitleStore.setState((state) => ({ entries: [...state.entries, entry] }));
    return () =>
      useDocumentTitleStore.setState((state) => ({
        entries: state.entries.filter((other) => other.token !== entry.token),
      }));
  }, [title, level]);
}

/** The same as the hook, for route tables: `<DocumentTitle title="お知らせ" level="section" />`. */
export function DocumentTitle({ title, level }: { title: string; level?: TitleLevel }) {
  useDocumentTitle(title, level);
  return null;
}
