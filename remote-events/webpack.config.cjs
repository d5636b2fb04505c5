const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  app: 'events',
  exposes: {
    './Routes': './src/app/routes.tsx',
  },
});
