import { readdirSync } from 'node:fs';
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

/**
 * src/ in layers, each importing only those below it: the infrastructure (api, platform, i18n,
 * theme), the runtime views share (the runtime context, machine contexts, paths, the router
 * bridge), shared views (ui), the features, and the app that composes them: the shell around
 * every page and the pages made of several features' pieces (with main.tsx and the prerender
 * build).
 */
const LAYERS = [
  ['./src/api', './src/platform', './src/i18n', './src/theme'],
  ['./src/runtime'],
  ['./src/ui'],
  ['./src/features'],
  ['./src/app', './src/prerender', './src/main.tsx'],
];
const layerZones = LAYERS.slice(0, -1).flatMap((layer, level) =>
  layer.map((target) => ({
    target,
    from: LAYERS.slice(level + 1).flat(),
    message: 'src/ imports run one way: api/platform/i18n/theme ← runtime ← ui ← features ← app.',
  })),
);

/**
 * A feature takes nothing from another but these named modules, each a piece its owner shares
 * on purpose; the app composes the rest (the shell, and the pages of src/app/pages that slot one
 * feature's pieces into another's page); anything else two features need belongs in ui/ or
 * runtime/.
 */
const SHARED_FEATURE_MODULES = [
  // The home page's teasers of promotions and tournaments.
  'promotions/promotion-card.tsx',
  'tournaments/tournament-card.tsx',
];
const featureZones = readdirSync('src/features').map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...SHARED_FEATURE_MODULES.map((module) => `./${module}`)],
  message: 'A feature imports another only through its shared modules (eslint.config.js).',
}));

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'data', 'test-results', 'playwright-report'] },
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
            ...layerZones,
            ...featureZones,
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
