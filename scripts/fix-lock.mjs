// The registry this project installs from lacks some platforms' builds of packages with native
// binaries (Tailwind's oxide, rolldown, esbuild…). `npm install` skips those optional packages and
// leaves them out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds
// the missing optional entries (version only): `npm ci` sees them, finds them optional, and goes on.
// Run after every `npm install` that changes the lock: `npm run lock:fix` (`npm test` checks it).
import fs from 'node:fs'

const file = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const packages = lock.packages
let added = 0
/** Where npm finds `dep` for the package at `path`: its own node_modules, then each parent's. */
function resolve(path, dep) {
  let dir = path
  for (;;) {
    const key = dir ? `${dir}/node_modules/${dep}` : `node_modules/${dep}`
    if (packages[key]) return packages[key]
    if (!dir) return undefined
    const cut = dir.lastIndexOf('/node_modules/')
    dir = cut === -1 ? '' : dir.slice(0, cut)
  }
}

for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const found = resolve(path, dep)
    if (found && (found.version === version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))) continue
    // Missing, or hoisted at another version: the entry goes beside the package that needs it.
    const key = found || !path ? `${path ? `${path}/` : ''}node_modules/${dep}` : `node_modules/${dep}`
    packages[key] = { version, optional: true }
    added++
  }
}
if (process.argv.includes('--check')) {
  if (added) {
    console.error(`package-lock.json lacks ${added} optional platform entries, so \`npm ci\` would refuse it: run \`npm run lock:fix\`.`)
    process.exit(1)
  }
  console.log('package-lock.json: complete for npm ci')
} else {
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`package-lock.json: ${added} optional platform entries added`)
}
