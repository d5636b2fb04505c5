const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  app: 'messaging',
  exposes: {
    './Infos': './src/features/infos/components/infos-page.tsx',
    './Chat': './src/app/chat-routes.tsx',
  },
});
