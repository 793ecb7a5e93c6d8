import http from 'node:http'
import type { Browser, BrowserContext, Page } from 'playwright-core'

/** One script or style sheet as the server sends it to a browser that accepts brotli and gzip. */
export interface WireAsset {
  path: string
  encoding: string
  /** Bytes of the body as transferred (compressed when Content-Encoding says so). */
  wire: number
  contentLength: number | null
  contentType: string
  cacheControl: string
  vary: string
}

export const ACCEPT = 'br, gzip'

/** Requests a path without decoding the body (Node's fetch would decode it), counting the bytes that arrive. */
export function fetchRaw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

export async function wireAsset(base: string, path: string): Promise<WireAsset> {
  const res = await fetchRaw(base, path, { 'accept-encoding': ACCEPT })
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`)
  const length = res.headers['content-length']
  return {
    path,
    encoding: String(res.headers['content-encoding'] ?? 'identity'),
    wire: res.body.length,
    contentLength: length === undefined ? null : Number(length),
    contentType: String(res.headers['content-type'] ?? ''),
    cacheControl: String(res.headers['cache-control'] ?? ''),
    vary: String(res.headers.vary ?? ''),
  }
}

/** The same-origin scripts and style sheets `page` requests from now on, by path (a cached file is not requested again). */
export function watchAssets(page: Page, base: string): Set<string> {
  const seen = new Set<string>()
  page.on('request', (r) => {
    const url = new URL(r.url())
    // Module workers and dynamic imports show as scripts too; fonts and images are not JS/CSS.
    if (url.origin === new URL(base).origin && ['script', 'stylesheet'].includes(r.resourceType())) seen.add(url.pathname)
  })
  return seen
}

/**
 * Opens `path` in a fresh context (empty cache) and answers the same-origin scripts and style sheets the page
 * loaded by the time `ready` resolves and the network is idle.
 */
export async function loadedAssets(
  browser: Browser,
  base: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<string[]> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1366, height: 900 },
    ...(storageState ? { storageState } : {}),
  })
  try {
    const page = await context.newPage()
    const seen = watchAssets(page, base)
    await page.goto(path)
    await ready(page)
    await page.waitForLoadState('networkidle')
    return [...seen].sort()
  } finally {
    await context.close()
  }
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

/** One line per asset and the total, for the test's output. */
export function report(label: string, assets: WireAsset[]): string {
  const total = assets.reduce((s, a) => s + a.wire, 0)
  const lines = assets.map((a) => `  ${a.path} ${a.encoding} ${kb(a.wire)}`)
  return `${label}: ${kb(total)} of JS+CSS on the wire in ${assets.length} files\n${lines.join('\n')}`
}
