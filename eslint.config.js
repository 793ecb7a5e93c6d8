// `npm run lint` runs oxlint first (.oxlintrc.json: ESLint's and typescript-eslint's recommended rules, React's hooks
// rules, the app's and shared/'s import bans, the process.env ban), then ESLint with only what oxlint cannot do: the
// per-feature import bans (one block per folder of src/features), the module boundaries (scripts/eslint-boundaries.mjs),
// the server's no-restricted-syntax rules, and consistent-type-imports in declaration files (oxlint counts every import
// in a .d.ts as type-only, even a class a declared class extends). ESLint lints only the files these blocks name.
import fs from 'node:fs'
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
  tseslint.configs.base,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    // The code's `eslint-disable` comments mostly name rules oxlint runs now (oxlint reads them too), so ESLint
    // would call them unused; the hooks plugin stays loaded, its rules off, so the names it finds are known.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { 'react-hooks': reactHooks },
  },
  ...featureBoundaries,
  {
    // Server modules and features never import each other, by any path (scripts/eslint-boundaries.mjs).
    files: ['server/modules/**/*.ts', 'src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-module-imports': 'error' },
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
    files: ['**/*.d.ts', '**/*.d.mts', '**/*.d.cts'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }] },
  },
)
