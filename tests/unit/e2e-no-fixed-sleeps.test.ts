import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../e2e')
const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => path.join(root, f))

/**
 * Issue 36: an end-to-end step waits for a condition (a locator, a URL, a poll, the page's next frames), never for a
 * fixed time, which is either too short on a busy machine or time wasted on an idle one.
 */
describe('the end-to-end tests wait for conditions', () => {
  it('has end-to-end files to look at', () => {
    expect(files.length).toBeGreaterThan(40)
  })
  it('has no page.waitForTimeout and no bare sleep before a step', () => {
    const found: string[] = []
    for (const file of files) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/\.waitForTimeout\(/.test(line) || /await new Promise\(\(\w+\) => setTimeout\(\w+, \d/.test(line)) {
            // A poll's pause between two looks at a condition is allowed in the support folder's loops only.
            if (file.includes(`${path.sep}support${path.sep}`) && /for \(|while \(/.test(lookBack(file, i))) return
            found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`)
          }
        })
    }
    expect(found).toEqual([])
  })
})

/** The 20 lines before line `i` of `file` (where the loop the pause sits in begins). */
function lookBack(file: string, i: number): string {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .slice(Math.max(0, i - 20), i)
    .join('\n')
}
