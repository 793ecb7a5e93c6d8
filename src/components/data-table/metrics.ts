import { storage } from '@/lib/storage'

/**
 * Rendering figures for the table benchmark (`npm run bench:table`), kept only when `localStorage['ev:metrics']` is
 * set: when a list answer arrived (after parsing and checking), when its rows were committed to the DOM, and when
 * the next frame started.
 */
export interface TableRenderMetric {
  rows: number
  /** Answer arrived → layout effect of the commit that shows it. */
  commitMs: number
  /** Answer arrived → the next animation frame after that commit. */
  frameMs: number
  /** Row elements mounted in the grid's body. */
  mountedRows: number
}

declare global {
  interface Window {
    __tableMetrics?: TableRenderMetric[]
  }
}

export const metricsEnabled = (): boolean => storage.get('ev:metrics') !== null

const arrivals = new WeakMap<object, number>()

/** Notes when an answer's data arrived (called in the query function). */
export function noteArrival(data: object): void {
  if (!metricsEnabled()) return
  performance.mark('table:data')
  arrivals.set(data, performance.now())
}

/** Records the commit of `data` (called from the grid's layout effect). */
export function noteCommit(data: object, rows: number, countMounted: () => number): void {
  const at = arrivals.get(data)
  if (at === undefined) return
  arrivals.delete(data)
  performance.mark('table:commit')
  const commitMs = performance.now() - at
  requestAnimationFrame(() => {
    const list = (window.__tableMetrics ??= [])
    list.push({ rows, commitMs, frameMs: performance.now() - at, mountedRows: countMounted() })
  })
}
