import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importBoundaries } from './eslint-rules/import-boundaries.js';

const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const WEB_SRC = 'apps/web/src';
const API_SRC = 'apps/api/src';
const HTTP_LAYERS = [`${API_SRC}/plugins`, `${API_SRC}/routes`, `${API_SRC}/http`];
const NO_HTTP =
  "The domain knows nothing of HTTP: no fastify, plugins/, routes/ or http/; log through lib/logger's Logger";

// Boundaries by resolved path (eslint-rules/import-boundaries.js), so a relative import is caught like an alias.
const BOUNDARY_ZONES = [
  { files: `${API_SRC}/domain`, forbidden: HTTP_LAYERS, packages: ['fastify', '@fastify/'], message: NO_HTTP },
  {
    files: `${API_SRC}/lib`,
    forbidden: [`${API_SRC}/domain`, ...HTTP_LAYERS],
    packages: ['fastify', '@fastify/'],
    message: 'lib/ is below every layer and imports none of them',
  },
  ...['mail', 'media', 'db', 'rate-limit'].map((folder) => ({
    files: `${API_SRC}/${folder}`,
    forbidden: [`${API_SRC}/plugins`, `${API_SRC}/routes`],
    packages: ['fastify', '@fastify/'],
    message: `${folder}/ serves the domain and the plugins; it imports neither plugins/, routes/ nor fastify`,
  })),
  ...['components', 'lib', 'hooks', 'utils'].map((folder) => ({
    files: `${WEB_SRC}/${folder}`,
    forbidden: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: 'Shared folders never import features or app/',
  })),
  ...WEB_FEATURES.map((feature) => ({
    files: `${WEB_SRC}/features/${feature}`,
    forbidden: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    allowed: [`${WEB_SRC}/features/${feature}`],
    message: 'Features never import each other; compose them in app/',
  })),
  { files: 'apps/web', forbidden: ['apps/api'], message: 'The web app talks to the API only through @gom/contract' },
];

// Lint keeps the layer boundaries: the web app never imports the API, shared web folders never import
// features, features never import each other, the API's domain knows nothing of HTTP, and the contract
// imports nothing of either app.
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@gom/api', '@gom/api/*'],
              message: 'The web app talks to the API only through @gom/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'local/import-boundaries': ['error', { aliases: { '@': WEB_SRC }, zones: BOUNDARY_ZONES }] },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@gom/api*', '@gom/web*'],
              message: 'The contract depends on nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
);
