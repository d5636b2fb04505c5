const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  app: 'jobs',
  exposes: {
    './Routes': './src/app/routes.tsx',
    './Preview': './src/features/preview/components/preview-page.tsx',
    './ReferralForm': './src/features/referral/components/referral-form.tsx',
  },
});
