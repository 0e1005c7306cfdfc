import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import serverRules from './eslint/server-rules.js';
import webRules from './eslint/web-rules.js';

export default tseslint.config(
  {
    ignores: [
      '.dependency-cruiser.cjs',
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-connect/**',
      'test-output/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'packages/sdk/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Prettier wraps code at 120 columns; what it cannot wrap (comments) is held to the same width here, while a
      // message or a SQL statement is not cut to fit (docs/decisions.md, "A formatter").
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  ...serverRules,
  ...webRules,
);
