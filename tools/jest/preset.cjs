// Jest config shared by every front-end package: jsdom, swc, ky (ESM-only) transformed,
// TextEncoder for react-router 7, jest-dom matchers.
const path = require('node:path');

module.exports = function frontendJest(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(?:[jt]sx?|mjs)$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages are compiled too: ky, until-async and every .mjs file (msw's dependencies).
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ky|until-async)/)(?!.*\\.mjs$)'],
    setupFiles: [path.join(__dirname, 'setup-env.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.cjs')],
    moduleNameMapper: { '\\.(png|svg|jpe?g|gif|css)$': path.join(__dirname, 'file-stub.cjs') },
  };
};
