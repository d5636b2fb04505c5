// Lint rules for the whole workspace: TypeScript, React hooks, no import cycles, and the
// federation boundaries (a remote never imports another remote or the shell; shared imports no app).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import appTable from './tools/webpack/apps.cjs';

// The one table of the workspace's apps (tools/webpack/apps.cjs).
const APPS = Object.values(appTable.APPS).map((app) => app.dir);

// One way for enums, ids and LIKE patterns: the named values of @portal/shared/enums, the id
// schemas of @portal/shared/contract/common and api/src/db/like.ts — never the raw literal.
/** Columns and fields that hold a state of @portal/shared/enums. */
const STATE_FIELDS =
  '/^(importFlag|selectionStatus|specialSelectionStatus|entryStatus|eventEntryStatus|isTmpCandidate)$/';
const ONE_WAY_VALUES = [
  {
    selector: "Literal[value='MATCHED'], Literal[value='UNMATCHED']",
    message: '連携状態は PERMIT_MATCHING_STATUS (@portal/shared/enums) で書く',
  },
  // A state's number is written by its name (IMPORT_FLAG.PROCESSING, EVENT_ENTRY_STATUS.RESERVED):
  // in a comparison either way round, as a drizzle eq/ne/inArray argument, or as an object's value.
  ...[
    `BinaryExpression[operator=/^[!=]==?$/][left.property.name=${STATE_FIELDS}] > Literal[raw=/^[0-9]+$/]`,
    `BinaryExpression[operator=/^[!=]==?$/][right.property.name=${STATE_FIELDS}] > Literal[raw=/^[0-9]+$/]`,
    `CallExpression[callee.name=/^(eq|ne|inArray|notInArray)$/][arguments.0.property.name=${STATE_FIELDS}] > Literal[raw=/^[0-9]+$/]`,
    `CallExpression[callee.name=/^(eq|ne|inArray|notInArray)$/][arguments.0.property.name=${STATE_FIELDS}] > ArrayExpression > Literal[raw=/^[0-9]+$/]`,
    `Property[key.name=${STATE_FIELDS}] > Literal[raw=/^[0-9]+$/]`,
  ].map((selector) => ({
    selector,
    message: '状態の数値は @portal/shared/enums の名前 (IMPORT_FLAG, EVENT_ENTRY_STATUS, …) で書く',
  })),
  {
    // …and in a raw statement: `status in (1, 2)` is `in (${stateList(SELECTION_STATUS.…)})`.
    selector:
      "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/(status|flag)\\s*(=|<>|!=|in\\s*\\()\\s*[0-9]/]",
    message:
      '生の SQL でも状態の数値は名前で: stateList(SELECTION_STATUS.…) (api/src/db/state-queries.ts)',
  },
  {
    selector: 'Literal[value=2147483647]',
    message: 'id の上限は MAX_ID、id の schema は @portal/shared/contract/common の id / bodyId',
  },
  {
    selector: "CallExpression[callee.property.name='replace'] > Literal[regex.pattern=/%_/]",
    message: 'LIKE のエスケープは api/src/db/like.ts (escapeLike, containsPattern)',
  },
];
const ONE_WAY_IGNORES = [
  '**/*.test.{ts,tsx}',
  'shared/src/enums.ts',
  'shared/src/contract/common.ts',
  // MAX_ID without zod, for screens that need only the bound (the same as contract/common's).
  'shared/src/rules/ids.ts',
  'api/src/db/like.ts',
  'api/src/db/schema/**',
  'api/src/test/**',
];

const FRONT_FILES = [
  'shell/src/**/*.{ts,tsx}',
  'remote-*/src/**/*.{ts,tsx}',
  'shared/src/**/*.{ts,tsx}',
];
const FRONT_IGNORES = [
  ...ONE_WAY_IGNORES,
  'shared/src/ui/document-title.tsx',
  'shared/src/paths.ts',
  'shared/src/query-client.ts',
  'shared/src/multipart.ts',
];

// One way in the browser code: page names, paths, queries and failures.
const FRONT_ONE_WAY = [
  {
    selector: "AssignmentExpression[left.object.name='document'][left.property.name='title']",
    message: 'ページ名は useDocumentTitle (@portal/shared/ui/document-title) で付ける',
  },
  {
    // One way to build a route with parameters: the typed builders of @portal/shared/paths.
    selector: "CallExpression[callee.name='portalPath'] > TemplateLiteral",
    message:
      '引数のある URL は @portal/shared/paths の paths.<section>.<route>(siteId, { … }) で作る',
  },
  // One way to spell a route: its pattern in the route table (@portal/shared/routes), from which
  // the remotes' <Route path>, the shell's route → remote map and the paths builders all come;
  // only the catch-all '*' is written in place (an index route has no path).
  ...[
    "JSXOpeningElement[name.name='Route'] > JSXAttribute[name.name='path'] > Literal[value!='*']",
    "JSXOpeningElement[name.name='Route'] > JSXAttribute[name.name='path'] > JSXExpressionContainer > Literal[value!='*']",
    "JSXOpeningElement[name.name='Route'] > JSXAttribute[name.name='path'] > JSXExpressionContainer > TemplateLiteral",
  ].map((selector) => ({
    selector,
    message:
      'ルートのパターンは @portal/shared/routes の表から: within(routes.<section>, routes.<section>.<route>)',
  })),
  {
    // One way to read the server: a query-option factory beside its call (xQuery(...)),
    // so a prefetch, an invalidation and the page name the same entry.
    selector:
      "CallExpression[callee.name=/^use(Suspense)?(Infinite)?Query$/] > ObjectExpression > Property[key.name='queryKey']",
    message:
      'クエリは呼び出しの横の queryOptions のファクトリ (例: jobQuery(id)) で書き、useQuery(jobQuery(id)) で読む',
  },
  {
    // One way to send files: the call's typed `form` (its fields and file names from the
    // contract), written to the wire by shared/src/multipart.ts.
    selector: "NewExpression[callee.name='FormData']",
    message:
      'multipart の送信は api.post(path, { form: { ...fields, files } }) で (@portal/shared/multipart が FormData にする)',
  },
  {
    // One way from a failure to the user: toastError / toastFailure, or for a form
    // refusedSubmission; failureOf (query-client) reads the client's failure out of a query error.
    selector: "BinaryExpression[operator='instanceof'][right.name='QueryFailure']",
    message:
      '失敗の知らせ方は toastError / failureOf (@portal/shared/query-client) とフォームの refusedSubmission で一つ',
  },
];

// The contract owns the query cache: a read's key, fetcher and tags come from its call
// (callQuery / callPagesQuery / callKey of @portal/shared/call-query), and a write refreshes what
// its tags say (CHANGES of @portal/shared/contract/cache, the live stream's LIVE_CHANGES).
const CACHE_ONE_WAY = [
  {
    selector:
      'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|resetQueries)$/]',
    message:
      '書き込みの後の再取得は契約のタグ (shared/src/contract/cache.ts の CHANGES) が行う: 足りないタグは表に足す',
  },
  {
    selector: "ObjectExpression > Property[key.name='queryKey']",
    message:
      "クエリのキーは契約から: callQuery('/path', { params, query }) (@portal/shared/call-query) を使う",
  },
];
const CACHE_IGNORES = [
  // The cache itself: where keys are made and tags refreshed.
  'shared/src/call-query.ts',
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
      '**/dist-server/**',
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
  {
    // One way to name a page: useDocumentTitle, which the shell's route announcer also reads.
    files: FRONT_FILES,
    ignores: FRONT_IGNORES,
    rules: { 'no-restricted-syntax': ['error', ...ONE_WAY_VALUES, ...FRONT_ONE_WAY] },
  },
  {
    // The contract owns the query cache: on top of the rules above, no query key written by hand
    // and no hand-written invalidation (shared/src/contract/cache.ts, shared/src/call-query.ts).
    files: FRONT_FILES,
    ignores: [...FRONT_IGNORES, ...CACHE_IGNORES],
    rules: {
      'no-restricted-syntax': ['error', ...ONE_WAY_VALUES, ...FRONT_ONE_WAY, ...CACHE_ONE_WAY],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ONE_WAY_IGNORES,
    rules: { 'no-restricted-syntax': ['error', ...ONE_WAY_VALUES] },
  },
  {
    // One way to call the api: by its contract path, typed by the contract (api.get('/jobs/{id}',
    // …) from @portal/shared/api); a call site never names a response type by hand.
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/http.ts',
      'shared/src/api.ts',
      'shared/src/zod.ts',
      'shared/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/shared/http',
              importNames: ['http'],
              message:
                "api を呼ぶときは @portal/shared/api の api.get('/path', …) を使う (契約で型が付く)",
            },
            {
              name: 'zod',
              message:
                'zod は @portal/shared/zod から読む (ブラウザでは JIT を切り CSP の eval 違反を出さない)',
            },
          ],
        },
      ],
    },
  },
);
