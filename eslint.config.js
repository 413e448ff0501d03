// One dialect for the whole tree: ESLint (typescript-eslint, eslint-plugin-svelte) for code, Prettier for format
// (eslint-config-prettier turns off the style rules). The import rules below enforce the architecture:
//  - only src-main/ipc-main.ts imports ipcMain; only src-main/preload.ts imports ipcRenderer;
//  - src-shared/engine imports nothing outside itself (pure, deterministic data code);
//  - the renderer never imports src-main (it talks to main only through window.london);
//  - src-shared (used by main, renderer and scripts) imports neither Node, Electron nor src-main/src-renderer;
//  - the session and its services (src-main/session, src-main/services) never import Electron: the Node e2e
//    host runs them as they are.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import svelte from 'eslint-plugin-svelte'
import globals from 'globals'
import ts from 'typescript-eslint'

const ipcMainOnly = { name: 'electron', importNames: ['ipcMain'], message: 'Only src-main/ipc-main.ts registers IPC handlers.' }
const ipcRendererOnly = { name: 'electron', importNames: ['ipcRenderer'], message: 'Only src-main/preload.ts talks to ipcRenderer.' }

export default ts.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'coverage/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs['flat/recommended'],
  prettier,
  ...svelte.configs['flat/prettier'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [ipcMainOnly, ipcRendererOnly] }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] } },
  },
  { files: ['src-main/ipc-main.ts'], rules: { 'no-restricted-imports': ['error', { paths: [ipcRendererOnly] }] } },
  { files: ['src-main/preload.ts'], rules: { 'no-restricted-imports': ['error', { paths: [ipcMainOnly] }] } },
  {
    files: ['src-shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src-shared runs in the renderer too: no Electron.' }],
          patterns: [
            { regex: '^node:', message: 'src-shared runs in the renderer too: no Node built-ins.' },
            { regex: 'src-main|src-renderer', message: 'src-shared depends on neither process.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-main/session/**/*.ts', 'src-main/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The session runs in the Node e2e host as well: no Electron here (see src-main/index.ts).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-shared/engine/*.ts'],
    ignores: ['**/*.test.ts', 'src-shared/engine/test-builders.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.)', message: 'The engine is pure: no packages, no Node or Electron.' },
            { regex: '^\\.\\./', message: 'The engine imports nothing outside src-shared/engine.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-shared/engine/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.)', message: 'The engine is pure: no packages, no Node or Electron.' },
            { regex: '^\\.\\./\\.\\./', message: 'The engine imports nothing outside src-shared/engine.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer talks to main only through window.london.' }],
          patterns: [{ regex: 'src-main', message: 'The renderer never imports src-main.' }],
        },
      ],
    },
  },
)
