/** How long a screen may take to show its table or first field after a navigation (lazy chunks, first data). */
const WAIT_MS = 3000
/** Once a field shows, this long more for a table that may still come (the table is preferred over its search box). */
const TABLE_GRACE_MS = 250

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"]:not([aria-disabled="true"])'

/**
 * The grids of the page being left, taken before the navigation starts: once it has ended, the new screen's grid may
 * already be in the document. A record search on its own page (samePage) keeps its grid, which then counts.
 */
export function gridsToLeave(samePage: boolean): ReadonlySet<Element> {
  return samePage ? new Set() : new Set(document.querySelectorAll('[role="grid"]'))
}

/**
 * After a navigation from the palette (issue 15, "focus lands on the page body"): the focus goes to the new screen's
 * table, or its first field when it has no table, or the main region; so arrows, Enter and `/` work at once. Grids of
 * the page navigated from do not count (unless it is the same page, as a record search is). Leaves the focus alone
 * when something took it meanwhile: a dialog (the CRM's deep link opens one), or a field the user went to.
 */
export function focusScreenWhenShown(stale: ReadonlySet<Element>): void {
  const started = performance.now()
  const before = document.activeElement
  let fieldSince: number | null = null
  let emptySince: number | null = null
  const step = () => {
    const active = document.activeElement
    const untouched = !active || active === document.body || active === before || !active.isConnected || active.id === 'main-content'
    if (!untouched || document.querySelector('[role="dialog"], [role="alertdialog"]')) return
    const main = document.getElementById('main-content')
    const now = performance.now()
    const grid = [...(main?.querySelectorAll<HTMLElement>('[role="grid"]') ?? [])].find((g) => !stale.has(g))
    if (grid) {
      // Once its rows show (so ↓ selects the first at once); a table that loaded empty after the grace time.
      const loaded = grid.getAttribute('aria-busy') !== 'true'
      if (loaded && grid.querySelector('[data-slot="grid-body"] > [role="row"]')) return grid.focus({ preventScroll: true })
      if (loaded) emptySince ??= now
      else emptySince = null
      if ((emptySince !== null && now - emptySince >= TABLE_GRACE_MS) || now - started >= WAIT_MS)
        return grid.focus({ preventScroll: true })
      return requestAnimationFrame(step)
    }
    const field = main?.querySelector<HTMLElement>(FIELD)
    // A field counts once the page navigated from is gone (its grids are no longer in the document).
    if (field && [...stale].every((g) => !g.isConnected)) fieldSince ??= now
    if (field && fieldSince !== null && now - fieldSince >= TABLE_GRACE_MS) return field.focus({ preventScroll: true })
    if (now - started >= WAIT_MS) return main?.focus({ preventScroll: true })
    requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}
