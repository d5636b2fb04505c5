// The shared modules the shell provides lazily (the query cache and what needs it, the router and
// what imports it: tools/webpack/shared-deps.cjs), asked for all at once on a page inside the
// logged-in frame. Left to the imports, each arrived only after the one that imports it had:
// five round trips before a remote's page could render. The query cache and what needs it are
// one file (FRAME_SHARED in tools/webpack/create-config.cjs). tools/shared-deps.test.cjs checks
// the list against the build's config.
export function loadFrameModules() {
  return Promise.all([
    import('react-router'),
    import('react-router-dom'),
    import('@tanstack/react-query'),
    import('@portal/shared/query-client'),
    import('@portal/shared/call-query'),
    import('@portal/shared/frame-queries'),
    import('@portal/shared/live-updates'),
    import('@portal/shared/leave-guard'),
    import('@portal/shared/use-site-id'),
    import('@portal/shared/applicant-search'),
    import('@portal/shared/section-reads'),
    import('@portal/shared/thread-groups'),
    import('@portal/shared/ui/query-provider'),
  ]);
}
