// Sets the page's document title: 「{title} | 紹介会社ポータル」.
import { useEffect } from 'react';
import { messages } from '../messages';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${messages.pageTitleSuffix}`;
  }, [title]);
}
