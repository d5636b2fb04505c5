const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  app: 'applicants',
  exposes: {
    './Routes': './src/app/routes.tsx',
    './CandidateDetail': './src/app/candidate-detail-entry.tsx',
  },
});
