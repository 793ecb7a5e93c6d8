import fs from 'node:fs'
import path from 'node:path'
import { expect, inject } from 'vitest'

/** Notes in the run's starts.log that the current file started a server or a browser (printed at the end of the run). */
export function noteStart(kind: 'server' | 'browser'): void {
  let dir: string | undefined
  try {
    dir = inject('pgliteCache')
  } catch {
    return
  }
  const file = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown').replaceAll(' ', '_')
  fs.appendFileSync(path.join(dir, 'starts.log'), `${kind} ${file}\n`)
}
