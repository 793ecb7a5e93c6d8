import type { ExportColumn } from '../../../src/components/data-table/export/cells'
import { runExport, type ExportTimings } from '../../../src/components/data-table/export/run-export'

/** 'stream': the app's writer; the libraries for comparison. */
export type ExportWriter = 'stream' | 'xlsx' | 'write-excel-file'

const workerFor = (writer: ExportWriter) => () =>
  writer === 'stream'
    ? new Worker(new URL('../../../src/components/data-table/export/export.worker.ts', import.meta.url), { type: 'module', name: 'export' })
    : new Worker(new URL('./compare.worker.ts', import.meta.url), { type: 'module', name: `export-${writer}` })

/**
 * The export benchmark's page side (`npm run bench:export`): the real pipeline (main thread streams and forwards,
 * the worker parses and writes) on a synthetic NDJSON stream of user rows, so the figures are the client's alone.
 * It runs on its own page (tests/bench/export-page/index.html), built for the benchmark only: none of it ships.
 */
export interface BenchOptions {
  rows: number
  writer: ExportWriter
}

export interface BenchResult {
  writer: string
  rows: number
  bytes: number
  totalMs: number
  timings: ExportTimings
  /** Long tasks (> 50 ms) of the main thread during the export. */
  longTasks: number
  longestTaskMs: number
  /** Main thread's JS heap (performance.memory), MB. */
  heapPeakMb: number | null
}

const COLUMNS: ExportColumn[] = [
  { field: 'vehicleNo', header: 'Vehicle No.', kind: 'text' },
  { field: 'vehicleType', header: 'Vehicle Type', kind: 'text' },
  { field: 'fname', header: 'First Name', kind: 'text' },
  { field: 'lname', header: 'Last Name', kind: 'text' },
  {
    field: 'userType',
    header: 'User Type',
    kind: 'map',
    labels: { user: 'Customer', admin: 'Admin User', scp: 'Scp', scc: 'Scc', worker: 'Worker' },
  },
  { field: 'mobileNo', header: 'Mobile No.', kind: 'text' },
  { field: 'odometer', header: 'Odometer', kind: 'number' },
  { field: 'passcode', header: 'Passcode', kind: 'text' },
  { field: 'bluetoothId', header: 'Bluetooth ID', kind: 'text' },
  { field: 'createdAt', header: 'Created At', kind: 'date' },
  { field: 'updatedAt', header: 'Updated At', kind: 'date' },
]

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Priya', 'Ananya', 'Diya', 'Rohan', 'Kavya', 'Ishaan', 'Meera']
const LAST = ['Sharma', 'Kumar', 'Reddy', 'Iyer', 'Nair', 'Gowda', 'Patel', 'Rao', 'Singh', 'Das']

/** The stream the export endpoint sends, as 64 KB chunks: header line, one row per line, the closing line. */
function synthesize(count: number): Uint8Array[] {
  const encoder = new TextEncoder()
  const chunks: Uint8Array[] = []
  let text = `${JSON.stringify({ columns: COLUMNS.map((c) => c.field), total: count })}\n`
  const base = 1_700_000_000
  for (let i = 0; i < count; i++) {
    const row = {
      _id: `u${i}`,
      vehicleNo: `KA${String(i % 99).padStart(2, '0')}AB${String(1000 + (i % 9000))}`,
      vehicleType: i % 3 === 0 ? 'EPK' : 'Own',
      fname: FIRST[i % 10],
      lname: LAST[(i * 7) % 10],
      userType: 'user',
      mobileNo: String(6_000_000_000 + i),
      odometer: (i * 37) % 20_000,
      passcode: String(100_000 + (i % 900_000)),
      bluetoothId: `BT${(i * 2654435761).toString(16).slice(0, 8)}`,
      createdAt: base + i * 60,
      updatedAt: base + i * 90,
      active: true,
      passwordAttempt: 0,
      email: null,
      status: 'approved',
      scuId: null,
    }
    text += `${JSON.stringify(row)}\n`
    if (text.length > 64 * 1024) {
      chunks.push(encoder.encode(text))
      text = ''
    }
  }
  text += `${JSON.stringify({ done: true, rows: count })}\n`
  chunks.push(encoder.encode(text))
  return chunks
}

export async function benchExport({ rows, writer }: BenchOptions): Promise<BenchResult> {
  const chunks = synthesize(rows)
  // The synthesis is one long task of its own: let it end before watching.
  await new Promise((r) => setTimeout(r, 50))
  const tasks: number[] = []
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)))
  observer.observe({ type: 'longtask' })
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
  let heapPeak = memory?.usedJSHeapSize ?? 0
  const sampler = window.setInterval(() => (heapPeak = Math.max(heapPeak, memory?.usedJSHeapSize ?? 0)), 20)
  const started = performance.now()
  try {
    let next = 0
    const result = await runExport({
      endpoint: '',
      body: {},
      source: 'pointer',
      fileName: 'bench.xlsx',
      config: { columns: COLUMNS, sheetName: 'Users' },
      signal: new AbortController().signal,
      onProgress: () => {},
      worker: workerFor(writer),
      save: false,
      open: async () => ({
        contentType: 'application/x-ndjson',
        stream: new ReadableStream<Uint8Array>({
          pull(controller) {
            if (next < chunks.length) controller.enqueue(chunks[next++]!)
            else controller.close()
          },
        }),
      }),
    })
    const totalMs = performance.now() - started
    if (result.kind !== 'saved') throw new Error(`export ${result.kind}`)
    // Long tasks are reported after they end: give the observer a moment.
    await new Promise((r) => setTimeout(r, 100))
    return {
      writer,
      rows: result.rows,
      bytes: result.bytes,
      totalMs,
      timings: result.timings,
      longTasks: tasks.length,
      longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      heapPeakMb: memory ? heapPeak / 1024 / 1024 : null,
    }
  } finally {
    window.clearInterval(sampler)
    observer.disconnect()
  }
}

declare global {
  interface Window {
    /** The benchmark's entry on its page (`npm run bench:export`). */
    __exportBench?: (options: BenchOptions) => Promise<BenchResult>
  }
}
window.__exportBench = benchExport
