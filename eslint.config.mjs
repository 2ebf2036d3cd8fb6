// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import prettierConfig from 'eslint-config-prettier'

/** Imports the pure core (src/shared) may never make: platform, storage, network, DOM frameworks. */
const PLATFORM_MODULES = [
  'electron',
  'better-sqlite3',
  'ws',
  'react',
  'react-dom',
  'howler',
  'pdfkit',
  'fs',
  'path',
  'os',
  'http',
  'https',
  'net',
  'child_process',
  'crypto',
  'worker_threads',
  'perf_hooks'
]

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.ci-reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='eval']", message: 'No eval.' }]
    }
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn'
    }
  },
  {
    // The domain core and the contract are pure TypeScript: no platform, no DOM, no ambient time or chance.
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: PLATFORM_MODULES.map((name) => ({
            name,
            message: 'src/shared is the pure core: no platform imports.'
          })),
          patterns: [
            { group: ['node:*'], message: 'src/shared is the pure core: no Node I/O.' },
            { group: ['**/main/**', '**/renderer/**'], message: 'src/shared must not depend on main or renderer.' }
          ]
        }
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'process', 'require'].map(
          (name) => ({ name, message: 'src/shared is the pure core: no DOM or process globals.' })
        )
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Inject the time (DecideContext.now).' },
        { object: 'Math', property: 'random', message: 'Inject randomness (DecideContext.randomInt).' }
      ]
    }
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Inject the time.' }
      ]
    }
  },
  // Prettier owns layout (print width 120, checked by `npm test`); ESLint keeps to correctness.
  prettierConfig
)
