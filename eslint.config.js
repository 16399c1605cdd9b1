// `npm run lint`: only the regular expressions are checked, for ReDoS (a regex whose time grows
// faster than its input could be stalled by one request). Formatting is prettier's job, types tsc's.
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

export default [
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'data/',
      'uploads/',
      'test-results/',
      'playwright-report/',
      'reports/',
      '.stryker-tmp/',
    ],
  },
  {
    files: ['server/**/*.{ts,tsx,mjs}', 'web/**/*.{ts,tsx,mjs}', 'scripts/**/*.{ts,tsx,mjs}'],
    languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
];
