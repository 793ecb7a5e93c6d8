/** A plain-text progress bar on stderr, redrawn in place with \r: bar, percentage, rows/s and ETA. */
export interface ProgressBar {
  update(done: number): void
  /** Ends the line. */
  finish(): void
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--'
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return `${s}s`
  const m = Math.floor(s / 60)
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`
}

/** The text of one redraw (exported for tests). */
export function renderBar(label: string, done: number, total: number, elapsedSeconds: number, width = 30): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1
  const filled = Math.round(ratio * width)
  const rate = elapsedSeconds > 0 ? done / elapsedSeconds : 0
  const eta = done >= total ? 0 : rate > 0 ? (total - done) / rate : Infinity
  return (
    `${label.padEnd(13)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(1).padStart(5)}%  ` +
    `${fmt(done)}/${fmt(total)} rows  ${fmt(rate)} rows/s  ETA ${formatDuration(eta)}`
  )
}

export function createProgressBar(label: string, total: number, stream: NodeJS.WritableStream = process.stderr): ProgressBar {
  const started = performance.now()
  let lastLength = 0
  const draw = (done: number) => {
    const line = renderBar(label, done, total, (performance.now() - started) / 1000)
    // Pad with spaces so a shorter line wipes the end of the previous one.
    stream.write(`\r${line}${' '.repeat(Math.max(0, lastLength - line.length))}`)
    lastLength = line.length
  }
  draw(0)
  return {
    update: draw,
    finish: () => {
      stream.write('\n')
    },
  }
}
