// Every front-end app of the workspace: its federation name, its dev-server port and the port
// `npm start` serves its production build on. The shell's remotes.json is made from this table.
const APPS = {
  shell: { dir: 'shell', federationName: 'shell', devPort: 3000, port: 4100 },
  auth: { dir: 'remote-auth', federationName: 'remote_auth', devPort: 3001, port: 4101 },
  settings: {
    dir: 'remote-settings',
    federationName: 'remote_settings',
    devPort: 3002,
    port: 4102,
  },
  messaging: {
    dir: 'remote-messaging',
    federationName: 'remote_messaging',
    devPort: 3003,
    port: 4103,
  },
  jobs: { dir: 'remote-jobs', federationName: 'remote_jobs', devPort: 3004, port: 4104 },
  applicants: {
    dir: 'remote-applicants',
    federationName: 'remote_applicants',
    devPort: 3005,
    port: 4105,
  },
  events: { dir: 'remote-events', federationName: 'remote_events', devPort: 3006, port: 4106 },
  // A section the shell learns at run time (remote-dashboard/section.json): no shell build.
  dashboard: {
    dir: 'remote-dashboard',
    federationName: 'remote_dashboard',
    devPort: 3007,
    port: 4107,
  },
};

const REMOTES = Object.entries(APPS)
  .filter(([key]) => key !== 'shell')
  .map(([key, app]) => ({ key, ...app }));

module.exports = { APPS, REMOTES };
