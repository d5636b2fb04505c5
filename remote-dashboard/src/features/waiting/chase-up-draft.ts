// 催促する opens the candidate's メッセージ tab (remote-applicants) with the chase-up in its composer.
// The composer starts from its draft (@portal/shared/ui/composer-draft, keyed by the site and the
// candidate): the dashboard writes the chase-up there before it navigates, so the candidate page
// of any deployed version of remote-applicants opens prefilled. A draft the user was already
// writing is kept, the chase-up added below it.
import { loadComposerDraft, saveComposerDraft } from '@portal/shared/composer-drafts';
import type { SiteId } from '@portal/shared/site';

/** The candidate page's composer draft key (remote-applicants' messages-tab.tsx). */
export const candidateDraftKey = (siteId: SiteId, candidateId: number) =>
  `candidate:${siteId}:${candidateId}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text → the composer's paragraphs (an empty line is an empty paragraph). */
export const textToHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => (line === '' ? '<p></p>' : `<p>${escapeHtml(line)}</p>`))
    .join('');

export function putChaseUpInComposer(siteId: SiteId, candidateId: number, text: string): void {
  const key = candidateDraftKey(siteId, candidateId);
  const chaseUp = textToHtml(text);
  const current = loadComposerDraft(key);
  const kept = current && current.html.replace(/<[^>]*>/g, '').trim() !== '' ? current.html : '';
  if (kept.includes(chaseUp)) return;
  saveComposerDraft(key, { html: kept ? `${kept}<p></p>${chaseUp}` : chaseUp, templateId: null });
}
