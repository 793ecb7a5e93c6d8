/**
 * The download of the users table to xlsx in Chromium, through the real export worker:
 * 1. the client alone: 100,000 rows × 11 columns of a synthetic NDJSON stream through the app's pipeline (the main
 *    thread streams and forwards, the worker parses, formats and writes) with the app's streaming writer, and the
 *    same rows written by the two writer libraries (`write-excel-file` and `xlsx` 0.18.5) for comparison;
 * 2. end to end: the Download button of the users screen on a server seeded with 100,000 generated users (the
 *    server's NDJSON export included), to the saved file.
 * For each: total time (target ≤ 3 s), the longest main-thread task during the export (PerformanceObserver
 * 'longtask', target ≤ 50 ms), peak memory (the page's JS heap through CDP, and the resident memory of the browser's
 * renderer processes, where the worker runs, sampled from /proc).
 *
 *   npm run build && npm run bench:export          (`-- --rounds N`, default 3; `--users N`, default 100,000)
 *
 * Prints figures only; it never fails on timings.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import type {} from './export-page/bench'
import { launch } from '../e2e/support/browser'
import { signIn } from '../e2e/support/flows'
import { startServer } from '../e2e/support/server'

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** Resident memory of the renderer processes started under this process (Chromium's, where pages and workers run). */
function rendererRss(): number {
  let total = 0
  const parents = new Map<number, number>()
  const renderers: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--type=renderer')) renderers.push(Number(entry))
    } catch {
      // gone
    }
  }
  const ours = (pid: number) => {
    for (let p = pid, hops = 0; p > 1 && hops < 10; p = parents.get(p) ?? 0, hops++) if (p === process.pid) return true
    return false
  }
  for (const pid of renderers.filter(ours)) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
      total += Number(rss?.[1] ?? 0) * 1024
    } catch {
      // gone
    }
  }
  return total
}

/** Samples the page's JS heap (CDP) and the renderers' RSS every 25 ms until stopped; answers the peaks. */
function sampleMemory(cdp: CDPSession): { stop: () => Promise<{ heap: number; rss: number; rssBefore: number }> } {
  const rssBefore = rendererRss()
  let heap = 0
  let rss = rssBefore
  let running = true
  const loop = (async () => {
    while (running) {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
      heap = Math.max(heap, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0)
      rss = Math.max(rss, rendererRss())
      await new Promise((r) => setTimeout(r, 25))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return { heap, rss, rssBefore }
    },
  }
}

/**
 * Builds the benchmark's own page (tests/bench/export-page: the app's export pipeline and the comparison writers, none
 * of which ship in the app) and serves it on a free port.
 */
async function servePage(): Promise<{ url: string; close: () => void }> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-export-page-'))
  const built = spawnSync('npx', ['vite', 'build', '--config', 'tests/bench/export-page/vite.config.ts', '--outDir', out], {
    encoding: 'utf8',
  })
  if (built.status !== 0) throw new Error(`building the benchmark page failed: ${built.stderr}`)
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' }
  const server = http.createServer((req, res) => {
    const file = path.join(out, path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^\/$/, '/index.html'))
    if (!file.startsWith(out) || !fs.existsSync(file)) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

/** Watches the main thread's long tasks from now on. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] }
    w.__longTasks = []
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' })
  })
}
const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)

async function main(): Promise<void> {
  const cli = `${process.env.DIST_DIR ?? 'dist'}/server/cli.js`
  if (!fs.existsSync(cli)) throw new Error('Run `npm run build` first.')
  const rounds = arg('rounds', 3)
  const users = arg('users', 100_000)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-bench-export-'))
  const seedStart = performance.now()
  const seeded = spawnSync(process.execPath, [cli, '--users', String(users)], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`)
  console.log(`seeded ${users.toLocaleString('en-US')} generated users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)
  const server = await startServer({ DATA_DIR: dataDir })
  const benchPage = await servePage()
  const browser = await launch()
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 }, acceptDownloads: true })
    await context.addInitScript(() => window.localStorage.setItem('ev:metrics', '1'))
    // tsx keeps function names with a `__name` helper that the functions sent to the page would miss.
    await context.addInitScript('window.__name = (f) => f')
    const page = await context.newPage()
    page.setDefaultTimeout(120_000)
    await page.goto(benchPage.url)
    await page.waitForFunction(() => typeof window.__exportBench === 'function')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    console.log(`Chromium ${browser.version()}, ${os.cpus().length} cores`)

    // 1. The client alone, 100,000 synthetic rows, each writer.
    const writers = ['stream', 'write-excel-file', 'xlsx'] as const
    const results = new Map<string, { total: number[]; build: number[]; bytes: number; longest: number[]; heap: number[]; rss: number[] }>()
    for (let round = 0; round < rounds; round++) {
      for (const writer of writers) {
        const memory = sampleMemory(cdp)
        const r = await page.evaluate((w) => window.__exportBench!({ rows: 100_000, writer: w }), writer)
        const peak = await memory.stop()
        const entry = results.get(writer) ?? { total: [], build: [], bytes: r.bytes, longest: [], heap: [], rss: [] }
        entry.total.push(r.totalMs)
        entry.build.push(r.timings.built - r.timings.streamed)
        entry.longest.push(r.longestTaskMs)
        entry.heap.push(peak.heap)
        entry.rss.push(peak.rss - peak.rssBefore)
        results.set(writer, entry)
      }
    }
    console.log(`\n1. client only: 100,000 rows × 11 columns, synthetic NDJSON → xlsx through the export worker (median of ${rounds})`)
    const label = { stream: 'streaming writer (app)', 'write-excel-file': 'write-excel-file 4.1.1', xlsx: 'xlsx 0.18.5' }
    for (const writer of writers) {
      const e = results.get(writer)!
      console.log(
        `  ${label[writer].padEnd(24)} total ${median(e.total).toFixed(0).padStart(5)} ms (${median(e.build).toFixed(0).padStart(5)} ms of it after the last chunk was forwarded), ` +
          `file ${mb(e.bytes)}, longest main-thread task ${Math.max(...e.longest).toFixed(0)} ms, ` +
          `peak page heap ${mb(Math.max(...e.heap))}, peak renderer RSS +${mb(Math.max(...e.rss))}`,
      )
    }
    const ours = median(results.get('stream')!.total)
    console.log(
      `  ratio: write-excel-file / streaming ${(median(results.get('write-excel-file')!.total) / ours).toFixed(1)}×, ` +
        `xlsx / streaming ${(median(results.get('xlsx')!.total) / ours).toFixed(1)}×`,
    )

    // 2. End to end: the Download button, the server's stream, the saved file.
    await signIn(page, server.url, '9000000001')
    const totals: number[] = []
    const timings: { firstByte: number; streamed: number; built: number }[] = []
    const longest: number[] = []
    const heaps: number[] = []
    const rsses: number[] = []
    let rows = 0
    for (let round = 0; round < rounds; round++) {
      await page.goto('/admin/users')
      await page.locator('[data-slot="grid-body"] > [role="row"]').first().waitFor()
      await watchLongTasks(page)
      const memory = sampleMemory(cdp)
      const started = performance.now()
      const download = page.waitForEvent('download')
      await page.locator('[data-command="action.export"]').click()
      await download
      totals.push(performance.now() - started)
      const peak = await memory.stop()
      heaps.push(peak.heap)
      rsses.push(peak.rss - peak.rssBefore)
      await page.waitForTimeout(200)
      longest.push(Math.max(0, ...(await longTasks(page))))
      const metric = await page.evaluate(() => window.__exportMetrics!.at(-1)!)
      if (metric.kind === 'saved') {
        rows = metric.rows
        timings.push(metric.timings)
      }
    }
    console.log(
      `\n2. end to end: Download on the users screen, ${rows.toLocaleString('en-US')} rows from the server to the saved file (median of ${rounds})`,
    )
    console.log(
      `  click → file ${median(totals).toFixed(0)} ms (first byte ${median(timings.map((t) => t.firstByte)).toFixed(0)} ms, stream done ${median(timings.map((t) => t.streamed)).toFixed(0)} ms, file ready ${median(timings.map((t) => t.built)).toFixed(0)} ms); ` +
        `longest main-thread task ${Math.max(...longest).toFixed(0)} ms; peak page heap ${mb(Math.max(...heaps))}, peak renderer RSS +${mb(Math.max(...rsses))}`,
    )
    await context.close()
  } finally {
    await browser.close()
    benchPage.close()
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
