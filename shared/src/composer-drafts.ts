// The composer's drafts (./ui/composer-draft.ts) for code outside the composer: a screen that
// prefills a composer it opens elsewhere (the dashboard's 催促する fills the candidate page's).
// The drafts live in localStorage, so the module holds no state of its own.
export {
  clearComposerDraft,
  loadComposerDraft,
  saveComposerDraft,
  type ComposerDraft,
} from './ui/composer-draft';
