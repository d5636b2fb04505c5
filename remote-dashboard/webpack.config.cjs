const { createConfig } = require('../tools/webpack/create-config.cjs');

// section.json (the section this remote adds to the portal: its routes and sidebar entry) is
// published with each build; the shell learns it at run time from the registry.
module.exports = createConfig({
  dir: __dirname,
  app: 'dashboard',
  exposes: {
    './Routes': './src/app/routes.tsx',
  },
});
