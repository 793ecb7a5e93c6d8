import fs from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { boundaries } from './scripts/eslint-boundaries.mjs'

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []

/** Boundaries (bulletproof-react): a feature never imports another feature; src never imports server code. */
const featureBoundaries = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
            message: 'Features do not import each other: move shared code to src/components, src/lib or commands/.',
          },
          { group: ['../../features/*', '../../../features/*', '**/server/**'], message: 'No cross-feature or server imports.' },
        ],
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/routeTree.gen.ts', 'src/locales/**', 'server/db/migrations/**', 'server/modules/*/migrations/**', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '../server/*', '../../server/*'],
              message: 'The app never imports server code; share through shared/ or commands/.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Server modules and features never import each other, by any path (scripts/eslint-boundaries.mjs).
    files: ['server/modules/**/*.ts', 'src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-module-imports': 'error' },
  },
  {
    files: ['commands/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@/*', '**/src/**', '**/server/**'],
              message: 'commands/ and shared/ are plain TypeScript, no React, no app or server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // A refusal is thrown (server/http.ts: refuse, denied, recordNotFound, badInput…) and answered by the one error
    // handler (server/plugins/errors.ts), so no handler can go on after it (issue 34). Only a success is sent (`ok`).
    files: ['server/**/*.ts'],
    ignores: ['server/http.ts', 'server/plugins/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='reply'][callee.property.name=/^(code|status)$/]",
          message: 'Refuse with a thrown refusal (server/http.ts refuse, denied, recordNotFound…) and answer a success with ok().',
        },
        {
          selector: "TSTypeReference[typeName.name='Promise'] TSTypeReference[typeName.name='FastifyReply']",
          message:
            'A helper never sends a refusal its caller might go on after (an awaited reply is undefined): throw it (refuse), and answer ok() in the handler.',
        },
        {
          selector: "ImportSpecifier[imported.name='sendRefusal']",
          message: 'Only the error plugin sends a refusal: throw it (refuse).',
        },
      ],
    },
  },
  {
    // Configuration is read once in server/config.ts; nothing else reads the environment.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'shared/**/*.ts', 'commands/**/*.ts'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
    },
  },
)
