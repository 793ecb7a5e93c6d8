import fs from 'node:fs'
import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -- --name <what>` writes the shared migrations: the tables of server/db/schema/ and of the
// modules that predate per-module migrations. A module with its own `migrations/` folder is left out here; its
// migrations come from `npm run db:generate -- --module <m>` (scripts/db-generate.mjs), into that folder.
const ownMigrations = (m: string) => fs.existsSync(`./server/modules/${m}/migrations`)
const moduleSchemas = fs
  .readdirSync('./server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(`./server/modules/${d.name}/schema.ts`) && !ownMigrations(d.name))
  .map((d) => `./server/modules/${d.name}/schema.ts`)

const only = process.env.DRIZZLE_MODULE

export default only
  ? defineConfig({ dialect: 'postgresql', schema: `./server/modules/${only}/schema.ts`, out: `./server/modules/${only}/migrations` })
  : defineConfig({ dialect: 'postgresql', schema: ['./server/db/schema/*.ts', ...moduleSchemas], out: './server/db/migrations' })
