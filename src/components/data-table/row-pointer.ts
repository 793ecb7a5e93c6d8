/** Row click delay and double-tap window (spec 001 sections 2 and 9). */
export const CLICK_DELAY_MS = 200
export const DOUBLE_TAP_MS = 500

export interface RowPointerHandlers {
  select: (rowId: string) => void
  open: (rowId: string) => void
}

/**
 * Tells a row's single click from its double-click and double-tap: a click selects only after 200 ms without a
 * second click, so a double-click opens the row without also (de)selecting it; two touch taps on the same row under
 * 500 ms apart open it.
 */
export class RowPointer {
  private timer: ReturnType<typeof setTimeout> | null = null
  private pending: string | null = null
  private lastTap: { rowId: string; at: number } | null = null
  private openedByTapAt = -Infinity

  constructor(
    private readonly handlers: RowPointerHandlers,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A click (`detail` is the browser's click count). */
  click(rowId: string, detail: number): void {
    // The click events of a double-tap that already opened the row.
    if (this.now() - this.openedByTapAt < DOUBLE_TAP_MS) return
    // A quick click on another row: the first one counts at once.
    if (this.pending !== null && this.pending !== rowId) this.flush()
    this.cancel()
    if (detail > 1) return
    this.pending = rowId
    this.timer = setTimeout(() => this.flush(), CLICK_DELAY_MS)
  }

  private flush(): void {
    const rowId = this.pending
    this.cancel()
    if (rowId !== null) this.handlers.select(rowId)
  }

  doubleClick(rowId: string): void {
    this.cancel()
    if (this.now() - this.openedByTapAt < DOUBLE_TAP_MS) return
    this.handlers.open(rowId)
  }

  /** A touch tap (pointerup of a touch pointer); true when it completed a double-tap. */
  tap(rowId: string): boolean {
    const at = this.now()
    const last = this.lastTap
    if (last && last.rowId === rowId && at - last.at < DOUBLE_TAP_MS) {
      this.lastTap = null
      this.cancel()
      this.openedByTapAt = at
      this.handlers.open(rowId)
      return true
    }
    this.lastTap = { rowId, at }
    return false
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    this.pending = null
  }
}
