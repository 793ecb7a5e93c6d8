// `npm test`: every test. Typecheck and lint, the translation check, unit and integration tests
// (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), then a production build and the
// end-to-end tests in real Chromium. Ends with one line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-test-'))
const vitestArgs = (name) => ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`]
const steps = [
  ['lockfile', ['run', 'lock:fix', '--', '--check']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['import cycles', ['run', 'check:cycles']],
  ['translations', ['run', 'i18n:check']],
  ['unit and integration tests', ['run', 'test:unit', ...vitestArgs('unit')]],
  ['build', ['run', 'build']],
  ['end-to-end tests', ['run', 'test:e2e', ...vitestArgs('e2e')]],
]

let passed = 0
let failed = 0
function count() {
  for (const f of fs.readdirSync(reports)) {
    const r = JSON.parse(fs.readFileSync(path.join(reports, f), 'utf8'))
    passed += r.numPassedTests ?? 0
    failed += r.numFailedTests ?? 0
  }
}

for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const r = spawnSync('npm', args, { stdio: 'inherit' })
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
  if (r.status !== 0) {
    count()
    console.log(`\ntests: ${passed} passed, ${Math.max(failed, 1)} failed`)
    process.exit(r.status ?? 1)
  }
}
count()
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
