// `npm test`: every test. Typecheck and lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the translation check, then a production build and the end-to-end
// tests in real Chromium.
import { spawnSync } from 'node:child_process'

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['translations', ['run', 'i18n:check']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  ['end-to-end tests', ['run', 'test:e2e']],
]
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const r = spawnSync('npm', args, { stdio: 'inherit' })
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
  if (r.status !== 0) process.exit(r.status ?? 1)
}
