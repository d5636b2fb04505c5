// A registry answer (/remotes.json) with a section the shell was not built with, as the api
// lists it from a remote's section.json.
export const REGISTRY_WITH_SECTION = {
  remote_auth: 'http://localhost:4101/mf-manifest.json',
  remote_reports: 'http://localhost:4109/mf-manifest.json',
  sections: [
    {
      remote: 'remote_reports',
      routes: [{ path: 'reports/*', module: 'remote_reports/Routes', title: 'レポート' }],
      sidebar: [
        {
          to: 'reports/summary',
          section: 'reports',
          label: 'レポート',
          order: 0,
          icon: ['M4 4h7v7H4z'],
          badge: { count: 'overdueTask', tooltip: '期限切れがあります' },
        },
      ],
    },
  ],
};
