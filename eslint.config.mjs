// Lint rules for the whole workspace: TypeScript, React hooks, no import cycles, and the
// federation boundaries (a remote never imports another remote or the shell; shared imports no app).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APPS = [
  'shell',
  'remote-auth',
  'remote-settings',
  'remote-messaging',
  'remote-jobs',
  'remote-applicants',
  'remote-events',
];

const boundaries = [
  ...APPS.flatMap((target) =>
    APPS.filter((from) => from !== target).map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      message: 'アプリ同士は直接 import しない: 共有するものは @portal/shared に置く',
    })),
  ),
  ...APPS.map((from) => ({
    target: './shared',
    from: `./${from}`,
    message: '@portal/shared はアプリに依存しない',
  })),
  ...APPS.map((from) => ({
    target: './api',
    from: `./${from}`,
    message: 'api はアプリに依存しない',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.pnpm-store/**',
      'api/drizzle/**',
      'api/.data/**',
      '.releases/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.run/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', '*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
