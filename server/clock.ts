/** The time source of the server. Tests pass a controllable clock (SECURITY.md item 4). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests can move forward. */
export interface AdjustableClock extends Clock {
  advance(ms: number): void
}
export const isAdjustable = (c: Clock): c is AdjustableClock => typeof (c as Partial<AdjustableClock>).advance === 'function'

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

/**
 * The system clock moved forward by an offset, for end-to-end tests of time windows (the WhatsApp 24-hour window, expiry):
 * `TEST_CLOCK=true` outside production only; `POST /api/dev/clock` (from this machine only) advances it. Time still runs.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }
  advance(ms: number): void {
    this.offsetMs += ms
  }
  /** Back to the system's time (POST /api/dev/reset, TEST_RESET). */
  reset(): void {
    this.offsetMs = 0
  }
}

export const toUnix = (d: Date | null | undefined): number | null => (d ? Math.floor(d.getTime() / 1000) : null)
