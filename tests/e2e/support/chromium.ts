/** Debian's Chromium (Playwright cannot download its own here) and how every end-to-end browser is started. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // The product's reduced-motion styles (src/styles.css): no step waits on an animation.
  '--force-prefers-reduced-motion',
]
