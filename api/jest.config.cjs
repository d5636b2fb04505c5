// api tests: node environment, swc to CommonJS, one migrated (and seeded) PGlite snapshot made once
// per run and restored by each test file; with DATABASE_URL each file gets its own PostgreSQL database.
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.[jt]s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only dependencies (content-disposition, cookie, sanitize-html's htmlparser2 and its dom
  // helpers) and @fastify/cookie's import('cookie'):
  // jest's module sandbox can neither require ESM nor run import() here, so swc compiles them to
  // require() like the rest.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm|content-disposition|cookie|@fastify/cookie|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
  ],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 30_000,
};
