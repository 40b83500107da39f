// One lint setup for the whole repository; the boundaries rule holds the design (STYLE.md, rules 9 and 11).
const js = require('@eslint/js');
const { defineConfig } = require('eslint/config');
const boundaries = require('eslint-plugin-boundaries');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');

const APPS = '{shell,mf-*}';
const sameService = { service: '{{ from.element.captured.service }}' };
const sameApp = { app: '{{ from.element.captured.app }}' };

// A file belongs to the element whose folder pattern matches nearest to it (services/x/src/domain, not services/x).
const elements = [
  // From the root only: a front end's own src/shared/<folder> also ends in `shared/*`.
  { type: 'shared', pattern: 'shared/*', partialMatch: false, capture: ['package'] },
  { type: 'entry-points', pattern: 'services/*/src/entry-points', capture: ['service'] },
  { type: 'domain', pattern: 'services/*/src/domain', capture: ['service'] },
  { type: 'data-access', pattern: 'services/*/src/data-access', capture: ['service'] },
  // The rest of a service (src/*.ts wiring such as main.ts and service.ts, seed/, migrations/, bench/, test/)
  // puts the layers together or exercises them, so it may use every layer of its own service.
  { type: 'service-root', pattern: 'services/*', capture: ['service'] },
  // APPS makes two capture groups: the folder (shell, mf-catalog…), then what `mf-*` matched (unused).
  { type: 'feature', pattern: `${APPS}/src/features/*`, capture: ['app', 'remote', 'feature'] },
  // What several features of one front end use (src/shared/{api,components,hooks}).
  { type: 'app-shared', pattern: `${APPS}/src/shared`, capture: ['app', 'remote'] },
  // The rest of a front end (src/app/, src/exposed/, bootstrap, index, test/) composes its features.
  { type: 'app', pattern: APPS, capture: ['app'] },
];

// A dependency between two local elements is an error unless one of these allows it.
const policies = [
  // Sharing goes only through the shared/* packages, which anyone may use.
  { allow: { to: { element: { type: 'shared' } } } },
  // A service: root → entry-points → domain → data-access, never into another service.
  {
    from: { element: { type: 'service-root' } },
    allow: {
      to: { element: { types: ['service-root', 'entry-points', 'domain', 'data-access'], captured: sameService } },
    },
  },
  {
    from: { element: { type: 'entry-points' } },
    allow: [
      // Routes call the domain; what data-access is, they may only name (its types), never call.
      { to: { element: { type: 'domain', captured: sameService } } },
      { to: { element: { type: 'data-access', captured: sameService } }, dependency: { kind: 'type' } },
      // The service's validated config, and the context type its wiring hands to the routes.
      { to: { element: { type: 'service-root', captured: sameService, fileInternalPath: 'src/config.ts' } } },
      { to: { element: { type: 'service-root', captured: sameService } }, dependency: { kind: 'type' } },
    ],
  },
  {
    from: { element: { type: 'domain' } },
    allow: [
      // The domain declares what it needs; the service's deps.ts builds it from data-access.
      { to: { element: { type: 'data-access', captured: sameService } }, dependency: { kind: 'type' } },
      // The type of the service's validated config, which the domain's wiring is handed.
      {
        to: { element: { type: 'service-root', captured: sameService, fileInternalPath: 'src/config.ts' } },
        dependency: { kind: 'type' },
      },
    ],
  },
  // Data-access may name a domain type and throw the domain's errors, never call a domain rule.
  {
    from: { element: { type: 'data-access' } },
    allow: [
      { to: { element: { type: 'domain', captured: sameService } }, dependency: { kind: 'type' } },
      { to: { element: { type: 'domain', captured: sameService, fileInternalPath: 'errors.ts' } } },
    ],
  },
  // A front end: its app-level code composes its own features and shared code. A feature reaches shared code
  // (the shared/* packages and its front end's src/shared) and its remote's API slice (src/app/<remote>-api.ts,
  // which every feature's endpoints extend), never another feature; imports flow shared → features → app, so
  // src/shared reaches only the same and never a feature.
  {
    from: { element: { type: 'app' } },
    allow: { to: { element: { types: ['app', 'feature', 'app-shared'], captured: sameApp } } },
  },
  {
    from: { element: { types: ['feature', 'app-shared'] } },
    allow: [
      { to: { element: { type: 'app-shared', captured: sameApp } } },
      { to: { element: { type: 'app', captured: sameApp, fileInternalPath: 'src/app/*-api.ts' } } },
    ],
  },
];

module.exports = defineConfig(
  { ignores: ['**/dist/', '**/test-results/', '**/playwright-report/', '**/coverage/', '**/.data/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: globals.node },
    rules: {
      // `_name` marks an argument a signature needs but the body does not (express error handlers).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Config files, build scripts and the e2e platform are CommonJS run by node.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: [`${APPS}/src/**`, 'shared/{ui,store}/src/**', 'e2e/**'], languageOptions: { globals: globals.browser } },
  { files: ['**/test/**', 'lint/**', 'shared/ui/build/jest-*.js'], languageOptions: { globals: globals.jest } },
  {
    // The hooks' own rules. The preset's React Compiler rules are left out: compiling every component cost more than
    // all the other rules together, and what they found was advice on speed (setState in an effect) or refs read
    // while rendering on purpose (the send-once guards).
    files: [`${APPS}/**/*.{ts,tsx}`, 'shared/{ui,store}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['shared/**', 'services/**', `${APPS}/**`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': {
        typescript: {
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', `${APPS}/tsconfig.json`, 'shared/*/tsconfig.json'],
        },
      },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies }] },
  },
  {
    // The domain is plain TypeScript: HTTP and SQL stay in entry-points and data-access.
    files: ['services/*/src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ['express', 'knex'], patterns: ['express/*', 'knex/*'] }] },
  },
);
