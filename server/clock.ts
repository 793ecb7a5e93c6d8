/** The time source of the server. Tests pass a controllable clock (SECURITY.md item 4). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private ms: number
  constructor(start: Date | number = Date.now()) {
    this.ms = typeof start === 'number' ? start : start.getTime()
  }
  now(): Date {
    return new Date(this.ms)
  }
  advance(ms: number): void {
    this.ms += ms
  }
}

export const toUnix = (d: Date | null | undefined): number | null => (d ? Math.floor(d.getTime() / 1000) : null)
