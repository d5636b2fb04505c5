// Whether a first sight is whole (./render.tsx gives none that is not): the frame's <main> holds
// the page's heading and nothing there still loads (a LoadingText's data-loading). The takeover
// waits for the same in the live page (../app/prerender-takeover.ts). Its heading names the
// document until the live page does (PageTitle names it the same way).
/** The page is complete: the frame's <main> with the page's heading, nothing still loading. */
export function isComplete(html: string): boolean {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return /<h1[\s>]/.test(main) && !/data-loading=/.test(main);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text of the page's heading (the first <h1> in <main>), as the document is named by it. */
export function headingOf(html: string): string | null {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  if (heading === undefined) return null;
  const text = heading
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .trim();
  return text === '' ? null : text;
}
