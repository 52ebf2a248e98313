import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url));

// Lint keeps the layer boundaries: the web app never imports the API, shared web folders never import
// features, and the contract imports nothing of either app.
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
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/hooks/**', 'apps/web/src/utils/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '**/features/**'], message: 'Shared folders never import features.' }] },
      ],
    },
  },
  // Features never import each other; they are composed in app/.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'Features never import each other; compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
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
