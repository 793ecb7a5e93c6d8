import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of migrated PGlite tarballs the servers start from (TEST_PGLITE_CACHE, server/db/client.ts). */
    pgliteCache: string
  }
}

/**
 * Once per run of the end-to-end project: a folder of its own where the first server writes its freshly migrated,
 * still empty in-memory database, which every later server starts from (then seeds as before). Removed at the end.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-e2e-pglite-'))
  project.provide('pgliteCache', dir)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
