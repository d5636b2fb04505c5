// A remote's section.json as tests write it (remote-dashboard's, one icon path): what the shell
// reads from the registry (section-registry.test.ts) and what the api lists from a published
// version (remotes.test.ts).
export const DASHBOARD_SECTION = {
  routes: [{ path: 'dashboard/*', module: 'remote_dashboard/Routes', title: 'ダッシュボード' }],
  sidebar: [
    {
      to: 'dashboard',
      section: 'dashboard',
      label: 'ダッシュボード',
      order: 0,
      icon: ['M4 4h7v7H4z'],
      badge: { count: 'overdueTask', tooltip: '期限切れのやることがあります' },
    },
  ],
};
