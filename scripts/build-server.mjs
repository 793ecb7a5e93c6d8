// Bundles the API into dist/server/index.js and the upload reader's thread into dist/server/upload-worker.js (dependencies
// stay in node_modules) and copies the migrations and the PGlite worker. DIST_DIR
// builds elsewhere (a second working build, say for one engineer's end-to-end run).
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { generate } from './generate.mjs'

const dist = process.env.DIST_DIR ?? 'dist'

generate()

await build({
  // The upload reader's thread is an entry of its own (dist/server/upload-worker.js, which server/lib/upload-reader
  // starts from beside the bundle), since it runs our TypeScript.
  entryPoints: ['server/index.ts', 'server/db/seed/cli.ts', 'server/upload-worker.ts'],
  outdir: `${dist}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  entryNames: '[name]',
})
// The embedded database's thread is plain JavaScript, started by path (server/db/pglite-remote.ts looks beside itself).
fs.copyFileSync('server/db/pglite-worker.mjs', `${dist}/server/pglite-worker.mjs`)
fs.rmSync(`${dist}/server/migrations`, { recursive: true, force: true })
fs.cpSync('server/db/migrations', `${dist}/server/migrations`, { recursive: true })
// Modules with their own migrations (server/modules/<m>/migrations) go to server/module-migrations/<m>.
fs.rmSync(`${dist}/server/module-migrations`, { recursive: true, force: true })
for (const m of fs.readdirSync('server/modules')) {
  const own = path.join('server/modules', m, 'migrations')
  if (fs.existsSync(path.join(own, 'meta', '_journal.json'))) fs.cpSync(own, `${dist}/server/module-migrations/${m}`, { recursive: true })
}
// A build outside the project finds its packages through a link (ES modules ignore NODE_PATH).
const modules = path.join(dist, 'node_modules')
if (!path.resolve(dist).startsWith(process.cwd()) && !fs.existsSync(modules)) fs.symlinkSync(path.resolve('node_modules'), modules, 'dir')
console.log(`server bundle: ${dist}/server/index.js`)
