// `npm test`: every test. Typecheck and lint, the translation check, unit and integration tests
// (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), then a production build and the
// end-to-end tests in real Chromium. Prints each phase's time and the total, then one line:
// "tests: N passed, N failed".
//
// A failing test phase stops the run, but first its failed files run once more: a test that then passes is reported
// by name as flaky (it still fails the run: no flaky test lands), one that fails again as failing.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-test-'))
const reportOf = (name) => path.join(reports, `${name}.json`)
const vitestArgs = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(name)}`]
const steps = [
  { name: 'lockfile', args: ['run', 'lock:fix', '--', '--check'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'import cycles', args: ['run', 'check:cycles'] },
  { name: 'translations', args: ['run', 'i18n:check'] },
  { name: 'unit and integration tests', args: ['run', 'test:unit', '--', ...vitestArgs('unit')], report: 'unit' },
  { name: 'build', args: ['run', 'build'] },
  { name: 'end-to-end tests', args: ['run', 'test:e2e', '--', ...vitestArgs('e2e')], report: 'e2e' },
]

const readReport = (name) => {
  try {
    return JSON.parse(fs.readFileSync(reportOf(name), 'utf8'))
  } catch {
    return null
  }
}
/** The failed tests of a report: file and full name. */
const failedTests = (report) =>
  (report?.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => ({ file: file.name, name: t.fullName }))
    // A file that failed outside its tests (a hook, an import) counts as one failure of the file.
    return failed.length > 0 || file.status !== 'failed' ? failed : [{ file: file.name, name: '(the file itself)' }]
  })

const times = []
const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function summary() {
  console.log('\nphase times:')
  for (const [name, ms, ok] of times) console.log(`  ${name.padEnd(28)} ${seconds(ms).padStart(9)}${ok ? '' : '  FAILED'}`)
  console.log(`  ${'total'.padEnd(28)} ${seconds(Date.now() - started).padStart(9)}`)
}

function count() {
  let passed = 0
  let failed = 0
  for (const step of steps) {
    const r = step.report && readReport(step.report)
    passed += r?.numPassedTests ?? 0
    failed += r?.numFailedTests ?? 0
  }
  return { passed, failed }
}

/** Runs the failed files of `step` once more; answers the flaky (passed now) and the failing (failed again) tests. */
function rerun(step) {
  const failed = failedTests(readReport(step.report))
  if (failed.length === 0) return { flaky: [], failing: [] }
  const files = [...new Set(failed.map((t) => path.relative(process.cwd(), t.file)))]
  console.log(`\n=== ${step.name}: running the ${files.length} failed file(s) once more, to tell a flake from a failure ===`)
  const project = step.report === 'e2e' ? ['--project', 'e2e'] : ['--project', 'unit', '--project', 'integration']
  spawnSync('npx', ['vitest', 'run', ...project, ...vitestArgs(`${step.report}-rerun`), ...files], { stdio: 'inherit' })
  const again = new Set(failedTests(readReport(`${step.report}-rerun`)).map((t) => `${t.file}\0${t.name}`))
  const rerunReport = readReport(`${step.report}-rerun`)
  const key = (t) => `${t.file}\0${t.name}`
  return {
    // Without an answer from the rerun, nothing is called flaky.
    flaky: rerunReport ? failed.filter((t) => !again.has(key(t))) : [],
    failing: rerunReport ? failed.filter((t) => again.has(key(t))) : failed,
  }
}

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`)
  const at = Date.now()
  const r = spawnSync('npm', step.args, { stdio: 'inherit' })
  const ok = r.status === 0
  times.push([step.name, Date.now() - at, ok])
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(Date.now() - at)} ===`)
  if (!ok) {
    const { passed, failed } = count()
    if (step.report) {
      const { flaky, failing } = rerun(step)
      const name = (t) => `${path.relative(process.cwd(), t.file)} > ${t.name}`
      if (flaky.length > 0) console.log(`\nflaky (failed, then passed when run again; the run still fails):\n${flaky.map((t) => `  - ${name(t)}`).join('\n')}`)
      if (failing.length > 0) console.log(`\nfailing (failed again):\n${failing.map((t) => `  - ${name(t)}`).join('\n')}`)
    }
    summary()
    console.log(`\ntests: ${passed} passed, ${Math.max(failed, 1)} failed`)
    process.exit(r.status ?? 1)
  }
}
const { passed, failed } = count()
summary()
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
