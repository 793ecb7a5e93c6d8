/** The database would not take this caller within the wait allowed: answered 503 with Retry-After, never a hang. */
export class DatabaseBusy extends Error {
  readonly code = 'DB_BUSY'
  constructor(waitedMs: number) {
    super(`The database is busy: no turn within ${waitedMs} ms`)
    this.name = 'DatabaseBusy'
  }
}

interface Waiter {
  grant(): void
  timer: NodeJS.Timeout
}

/**
 * One holder at a time, the others served in arrival order (first come, first served: a burst of list requests cannot
 * starve a save that came earlier), each waiting at most `maxWaitMs` before it gives up with DatabaseBusy.
 */
export class FairGate {
  private held = false
  private waiting: Waiter[] = []

  constructor(private readonly maxWaitMs: number) {}

  get queued(): number {
    return this.waiting.length
  }

  enter(): Promise<void> {
    if (!this.held) {
      this.held = true
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        timer: setTimeout(() => {
          this.waiting = this.waiting.filter((w) => w !== waiter)
          reject(new DatabaseBusy(this.maxWaitMs))
        }, this.maxWaitMs),
      }
      waiter.timer.unref()
      this.waiting.push(waiter)
    })
  }

  /** The holder is done: the longest waiter goes next (the gate stays held for it), or the gate opens. */
  leave(): void {
    const next = this.waiting.shift()
    if (next) next.grant()
    else this.held = false
  }
}
