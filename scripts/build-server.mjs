// Bundles the API into dist/server/index.js (dependencies stay in node_modules) and copies the migrations.
import fs from 'node:fs'
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts', 'server/db/seed/cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  entryNames: '[name]',
})
fs.rmSync('dist/server/migrations', { recursive: true, force: true })
fs.cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true })
console.log('server bundle: dist/server/index.js')
