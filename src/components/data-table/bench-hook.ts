import type { BenchOptions, BenchResult } from './export/bench'
import { metricsEnabled } from './metrics'

declare global {
  interface Window {
    /** The export benchmark's entry (`npm run bench:export`), only with `localStorage['ev:metrics']` set. */
    __exportBench?: (options: BenchOptions) => Promise<BenchResult>
  }
}

/** Offers the export benchmark on the page when metrics are on; its code loads only when it is called. */
export function installExportBench(): void {
  if (!metricsEnabled() || window.__exportBench) return
  window.__exportBench = async (options) => (await import('./export/bench')).benchExport(options)
}
