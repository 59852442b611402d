import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { builtinModules } from 'node:module';
import { filesOf, layerZones } from './layers.config.js';

const NODE_IN_PURE =
  "The editor's protocol and core run on both sides: what needs Node belongs to the server.";
const REACT_IN_PURE =
  "The editor's protocol and core run on both sides: what needs React belongs to the browser.";

export default tseslint.config(
  {
    ignores: [
      'dist*/**',
      '.perf/**',
      '.screenshots/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // ajv checks site.json against its JSON Schema at build time; visitors never need it.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'ajv', message: 'ajv is for scripts and tests only.' }] },
      ],
      // Content is safe by construction (ARCHITECTURE.md): text reaches the page as React
      // elements, never as markup.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render content as React elements (RichText), never as HTML.',
        },
      ],
    },
  },
  {
    // The visual editor's browser side: the same React and accessibility rules as the site.
    files: ['editor/ui/**/*.{ts,tsx}', 'editor/preview/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: filesOf('server', 'tools'),
    languageOptions: { globals: globals.node },
  },
  {
    files: filesOf('protocol', 'core'),
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: NODE_IN_PURE })),
          patterns: [
            { group: ['node:*'], message: NODE_IN_PURE },
            { group: ['react', 'react-dom', 'react-dom/*', '@dnd-kit/*'], message: REACT_IN_PURE },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.ts',
      'tests/**/*.ts',
      '*.config.ts',
      '*.config.js',
      '.dependency-cruiser.cjs',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Which layer may import which: see layers.config.js and ARCHITECTURE.md.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
