const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  app: 'auth',
  exposes: {
    './Login': './src/features/login/components/login-page.tsx',
    './ForgotPassword': './src/features/forgot-password/components/forgot-password-page.tsx',
    './ResetPassword': './src/features/reset-password/components/reset-password-page.tsx',
    './Welcome': './src/features/welcome/components/welcome-page.tsx',
    './Signup': './src/features/signup/components/signup-page.tsx',
  },
});
