import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

const BUDGET = 170 * 1024

/** The JavaScript a first visit downloads: the entry script and the chunks index.html preloads. */
function initialScripts(): string[] {
  const html = fs.readFileSync('dist/client/index.html', 'utf8')
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]!)
  return [...new Set(srcs)]
}

describe('the production build', () => {
  it(`keeps the initial JavaScript under ${BUDGET / 1024} KB gzip`, () => {
    const files = initialScripts()
    expect(files.length).toBeGreaterThan(0)
    const bytes = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join('dist/client', f))).length, 0)
    console.log(`initial JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} files`)
    expect(bytes).toBeLessThan(BUDGET)
  })

  it('loads every other language catalog only when chosen', () => {
    const html = fs.readFileSync('dist/client/index.html', 'utf8')
    const preloaded = initialScripts()
      .map((f) => fs.readFileSync(path.join('dist/client', f), 'utf8'))
      .join('\n')
    // A German-only word of the catalog is not in the first download.
    expect(preloaded).not.toContain('Benutzer')
    expect(html).toContain('<div id="root">')
  })
})
