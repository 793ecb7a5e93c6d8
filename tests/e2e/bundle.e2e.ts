import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { newPage } from './support/browser'
import { signIn, signInHere } from './support/flows'
import { useProduct } from './support/suite'
import { fetchRaw, kb, loadedAssets, report, watchAssets, wireAsset, type WireAsset } from './support/wire'

/**
 * Issue 23's target: at most this much JavaScript and CSS on the wire (brotli) for the sign-in page (opened with an
 * empty cache) and for the first signed-in screen (the users table, reached by signing in: what it needs beyond what
 * the sign-in page brought). 2026-11-27: 139.6 KB and 124.0 KB.
 */
const TARGET = 150 * 1024
/**
 * The first signed-in screen opened with an empty cache and a live session (a bookmark, or a reload after a release
 * changed every file's name) downloads everything at once: 251.0 KB on 2026-11-27 (283.9 KB the day before); the
 * ceiling is about 3% above. React DOM (54 KB), the router (22 KB), query (8 KB), the style sheet (9 KB), zod (23 KB,
 * for the screen's forms and answers), the data table with its virtualiser (28 KB) and socket.io (11 KB) make most of it.
 */
const CEILING = { signIn: TARGET, cold: 259 * 1024 }
/** Files this small may have no compressed copy: brotli's or gzip's framing made it no smaller. */
const SMALL = 200
const DIST = process.env.DIST_DIR ?? 'dist'
const CLIENT = path.join(DIST, 'client')

/** The JavaScript index.html names: the entry script and the chunks it preloads. */
function initialScripts(): string[] {
  const html = fs.readFileSync(path.join(CLIENT, 'index.html'), 'utf8')
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]!)
  return [...new Set(srcs)]
}

const total = (assets: WireAsset[]) => assets.reduce((s, a) => s + a.wire, 0)

describe('the production build, as served', () => {
  const product = useProduct()

  async function measure(label: string, paths: string[]): Promise<WireAsset[]> {
    expect(paths.length).toBeGreaterThan(0)
    const assets = await Promise.all(paths.map((p) => wireAsset(product.server.url, p)))
    console.log(report(label, assets))
    const over = total(assets) - TARGET
    console.log(`${label}: target ${kb(TARGET)} ${over > 0 ? `not met, ${kb(over)} over` : 'met'}`)
    for (const a of assets) {
      // Every script and sheet goes out as its brotli copy (a few of under 200 bytes have none: it was not smaller),
      // immutable, with the length of what is sent.
      const copy = fs.existsSync(path.join(CLIENT, `${a.path}.br`))
      expect(a.encoding, a.path).toBe(copy ? 'br' : 'identity')
      if (!copy) expect(a.wire, a.path).toBeLessThan(SMALL)
      expect(a.contentLength, a.path).toBe(a.wire)
      expect(a.vary.toLowerCase(), a.path).toContain('accept-encoding')
      expect(a.cacheControl, a.path).toBe('public, max-age=31536000, immutable')
      expect(a.contentType, a.path).toMatch(a.path.endsWith('.css') ? /^text\/css/ : /javascript/)
    }
    return assets
  }

  it(`sends the sign-in page in at most ${CEILING.signIn / 1024} KB of JS+CSS on the wire`, async () => {
    const paths = await loadedAssets(product.browser, product.server.url, '/login', (page) =>
      page.getByRole('button', { name: 'Sign In' }).waitFor(),
    )
    const assets = await measure('sign-in page', paths)
    const raw = (await Promise.all(paths.map((p) => fetchRaw(product.server.url, p)))).reduce((s, r) => s + r.body.length, 0)
    console.log(`sign-in page uncompressed: ${kb(raw)}`)
    expect(total(assets)).toBeLessThanOrEqual(CEILING.signIn)
  })

  it(`sends the first signed-in screen, signing in from the sign-in page, in at most ${TARGET / 1024} KB of JS+CSS on the wire`, async () => {
    // A new user: the sign-in page from an empty cache, then both sign-in steps, then the first screen (the users
    // table). What the screen needs beyond what the sign-in page already brought is what goes over the wire for it.
    const context = await product.browser.newContext({ baseURL: product.server.url, viewport: { width: 1366, height: 900 } })
    try {
      const page = await context.newPage()
      const seen = watchAssets(page, product.server.url)
      await page.goto('/login')
      await page.getByRole('button', { name: 'Sign In' }).waitFor()
      await page.waitForLoadState('networkidle')
      const signInPage = new Set(seen)
      await signInHere(page, product.server.url, '9000000001')
      await page.getByRole('grid').waitFor()
      await page.waitForLoadState('networkidle')
      const added = [...seen].filter((p) => !signInPage.has(p)).sort()
      const assets = await measure('first signed-in screen after the sign-in page', added)
      expect(total(assets)).toBeLessThanOrEqual(TARGET)
    } finally {
      await context.close()
    }
  })

  it(`sends the first signed-in screen opened cold (a bookmark, a reload after a release) in at most ${CEILING.cold / 1024} KB`, async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, '9000000001')
    const session = await context.storageState()
    await context.close()
    const paths = await loadedAssets(
      product.browser,
      product.server.url,
      '/',
      (p) => p.getByRole('navigation', { name: 'Main menu' }).waitFor(),
      session,
    )
    const assets = await measure('first signed-in screen opened cold', paths)
    expect(total(assets)).toBeLessThanOrEqual(CEILING.cold)
  })

  it('loads the sign-in page’s language menu and forgot-password dialog at first use, and they work', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await page.getByLabel('Mobile Number').fill('9000000001')
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitem', { name: 'Deutsch' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de')
    // Focus goes back to the menu's button, now the real one.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu')
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en')

    const forgot = page.getByRole('button', { name: 'Forgot password?' })
    await forgot.click()
    const dialog = page.getByRole('dialog', { name: 'Forgot password' })
    await expect.poll(() => dialog.innerText()).toContain('9000000001')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Forgot password?')
    await forgot.click()
    await dialog.waitFor()
    await context.close()
  })

  it('revalidates index.html (also as the single-page fallback) and serves it compressed', async () => {
    for (const p of ['/', '/index.html', '/some/screen']) {
      const res = await fetchRaw(product.server.url, p, { 'accept-encoding': 'br, gzip' })
      expect(res.status, p).toBe(200)
      expect(res.headers['cache-control'], p).toBe('no-cache')
      expect(res.headers['content-encoding'], p).toBe('br')
      expect(res.headers['content-type'], p).toMatch(/^text\/html/)
      expect(res.headers.etag ?? res.headers['last-modified'], p).toBeTruthy()
    }
  })

  it('has a brotli and a gzip copy of every script, style sheet and index.html (but the tiniest)', () => {
    const dir = path.join(CLIENT, 'assets')
    const files = fs.readdirSync(dir).filter((f) => /\.(js|css)$/.test(f) && fs.statSync(path.join(dir, f)).size >= SMALL)
    expect(files.length).toBeGreaterThan(20)
    const missing = files.filter((f) => !['.br', '.gz'].every((ext) => fs.existsSync(path.join(dir, f + ext))))
    expect(missing).toEqual([])
    expect(fs.existsSync(path.join(CLIENT, 'index.html.br')) && fs.existsSync(path.join(CLIENT, 'index.html.gz'))).toBe(true)
  })

  it('loads every other language catalog only when chosen', () => {
    const html = fs.readFileSync(path.join(CLIENT, 'index.html'), 'utf8')
    const preloaded = initialScripts()
      .map((f) => fs.readFileSync(path.join(CLIENT, f), 'utf8'))
      .join('\n')
    // A German-only word of the catalog is not in the first download.
    expect(preloaded).not.toContain('Benutzer')
    expect(html).toContain('<div id="root">')
  })
})
