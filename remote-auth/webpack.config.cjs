const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  app: 'auth',
  exposes: { './Login': './src/features/login/components/login-page.tsx' },
});
