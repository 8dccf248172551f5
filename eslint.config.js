import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { featureBoundaries } from './scripts/lint/feature-boundaries.js'

/** Imports flow one way: shared ← server, shared ← client; lib/components ← features ← app. */
const zone = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Plain JavaScript modules sit outside the TypeScript project (a worker thread's entry).
  {
    files: ['eslint.config.js', 'scripts/lint/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, hearth: featureBoundaries },
    rules: { ...reactHooks.configs.recommended.rules, 'hearth/feature-boundaries': 'error' },
  },
  zone(
    ['src/shared/**'],
    [
      {
        group: ['**/server/**', '**/client/**'],
        message: 'src/shared is pure: it imports neither server nor client.',
      },
      {
        group: ['node:*', 'react', 'react-dom'],
        message: 'src/shared runs on both sides: no node:* and no react.',
      },
    ],
  ),
  zone(
    ['src/server/**'],
    [{ group: ['**/client/**'], message: 'The server never imports client code.' }],
  ),
  zone(
    ['src/client/lib/**', 'src/client/components/**'],
    [
      {
        group: ['**/features/**', '**/app/**', '**/server/**'],
        message: 'lib and components sit below features and app.',
      },
    ],
  ),
  zone(
    ['src/client/features/**'],
    [
      {
        group: ['**/app/**', '**/server/**'],
        message: 'Features sit below app and never reach the server code.',
      },
    ],
  ),
)
