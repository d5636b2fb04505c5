// Front-end unit and component tests of every package; the api has its own config (api/jest.config.cjs).
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/remote-auth',
    '<rootDir>/remote-settings',
    '<rootDir>/remote-messaging',
    '<rootDir>/remote-jobs',
    '<rootDir>/remote-applicants',
    '<rootDir>/remote-events',
    {
      displayName: 'repo',
      testEnvironment: 'node',
      rootDir: '<rootDir>/tools',
      testMatch: ['<rootDir>/**/*.test.cjs'],
    },
  ],
};
