// `npm run db:generate -- --name <what>`: drizzle-kit's migration for the shared tables (server/db/migrations).
// `npm run db:generate -- --module <m> [--name <what>]`: the module's own migration, into server/modules/<m>/migrations,
// with its own journal, so two modules added at once never touch the same file. The server runs the shared
// migrations first, then each module's (server/db/migration-sets.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const args = process.argv.slice(2)
const at = args.indexOf('--module')
const env = { ...process.env }
if (at >= 0) {
  const m = args[at + 1]
  if (!m || !fs.existsSync(`server/modules/${m}/schema.ts`)) {
    console.error(`db:generate: server/modules/${m ?? '<m>'}/schema.ts not found`)
    process.exit(1)
  }
  args.splice(at, 2)
  env.DRIZZLE_MODULE = m
}
const r = spawnSync('npx', ['drizzle-kit', 'generate', ...args], { stdio: 'inherit', env })
process.exit(r.status ?? 1)
