// Front-end unit and component tests of every package; the api has its own config (api/jest.config.cjs).
const { APPS } = require('./tools/webpack/apps.cjs');

module.exports = {
  projects: [
    '<rootDir>/shared',
    ...Object.values(APPS).map((app) => `<rootDir>/${app.dir}`),
    {
      displayName: 'repo',
      testEnvironment: 'node',
      rootDir: '<rootDir>/tools',
      testMatch: ['<rootDir>/**/*.test.cjs'],
    },
  ],
};
