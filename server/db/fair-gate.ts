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
 * starve a save that came earlier), each waiting at most `maxWaitMs` before it gives up with DatabaseBusy. Urgent
 * callers (the incoming-call lookup, which has half a second to name the caller) go before every ordinary one, in
 * their own arrival order; they are few, so they cannot starve the rest.
 */
export class FairGate {
  private held = false
  private waiting: Waiter[] = []
  private urgent: Waiter[] = []

  constructor(private readonly maxWaitMs: number) {}

  get queued(): number {
    return this.waiting.length + this.urgent.length
  }

  enter(urgent = false): Promise<void> {
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
          this.urgent = this.urgent.filter((w) => w !== waiter)
          reject(new DatabaseBusy(this.maxWaitMs))
        }, this.maxWaitMs),
      }
      waiter.timer.unref()
      const queue = urgent ? this.urgent : this.waiting
      queue.push(waiter)
    })
  }

  /** The holder is done: the longest urgent waiter, else the longest waiter goes next (the gate stays held), or it opens. */
  leave(): void {
    const next = this.urgent.shift() ?? this.waiting.shift()
    if (next) next.grant()
    else this.held = false
  }
}
