import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const forbiddenInMachines = [
  {
    group: ['react', 'react-*', 'react/*', '@mui/*', '@emotion/*'],
    message: 'Machines stay pure: no React or MUI.',
  },
  {
    group: ['axios', 'jsencrypt', 'notistack', 'react-router*'],
    message: 'Machines reach the outside world through actors provided by src/app.',
  },
  {
    group: ['**/src/**', '../src/*', '../../src/*', '../../../src/*'],
    message: 'machines/ must not import from src/.',
  },
  { group: ['**/server/**'], message: 'machines/ must not import from server/.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './machines',
              except: ['./shared'],
              message: 'The server imports the shared kernel (machines/shared) only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Demo game pages: classic browser scripts, inlined one after another into each page.
    files: ['server/games/client/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: forbiddenInMachines }],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'fetch',
      ],
    },
  },
);
