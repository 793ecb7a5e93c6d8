import { TRACKING_FIELDS, type BadLine, type TrackingField } from '../../../shared/api/tracking'
import { COLUMN_COUNT, type ParsedLog } from './columns'

/** How many refused lines are kept with their reasons (all are counted). */
export const KEPT_BAD_LINES = 50

/** Header names a device may use for each field (compared lower-cased, without spaces, '_' or '-'). */
const ALIASES: Record<string, TrackingField> = {
  timestamp: 'timestamp',
  time: 'timestamp',
  datetime: 'timestamp',
  ts: 'timestamp',
  latitude: 'latitude',
  lat: 'latitude',
  longitude: 'longitude',
  lon: 'longitude',
  lng: 'longitude',
  speed: 'speed',
  batteryvoltage: 'batteryVoltage',
  voltage: 'batteryVoltage',
  batterycurrent: 'batteryCurrent',
  motorcurrent: 'motorCurrent',
  controllertemperature: 'controllerTemperature',
  controllertemp: 'controllerTemperature',
  batterytemperature: 'batteryTemperature',
  batterytemp: 'batteryTemperature',
  stateofcharge: 'stateOfCharge',
  soc: 'stateOfCharge',
  faultcode: 'faultCode',
  fault: 'faultCode',
}
const fieldOf = (name: string): TrackingField | undefined => ALIASES[name.toLowerCase().replace(/[\s_-]/g, '')]

/** The plausible range of each numeric field; outside it the line is refused. */
const RANGES: Record<Exclude<TrackingField, 'timestamp' | 'faultCode'>, readonly [number, number]> = {
  latitude: [-90, 90],
  longitude: [-180, 180],
  speed: [0, 300],
  batteryVoltage: [0, 1000],
  batteryCurrent: [-2000, 2000],
  motorCurrent: [-2000, 2000],
  controllerTemperature: [-60, 250],
  batteryTemperature: [-60, 250],
  stateOfCharge: [0, 100],
}
const FAULT = /^[A-Za-z0-9_.-]{1,16}$/
/** 2000-01-01 to 2100-01-01 in Unix ms. */
const T_MIN = 946_684_800_000
const T_MAX = 4_102_444_800_000

/** Unix ms of a timestamp: ISO 8601 with an offset, Unix seconds or Unix milliseconds; NaN when none. */
export function timestampOf(v: unknown): number {
  if (typeof v === 'number') return v < 1e11 ? v * 1000 : v
  if (typeof v !== 'string') return Number.NaN
  const s = v.trim()
  if (/^\d+(\.\d+)?$/.test(s)) return timestampOf(Number(s))
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s)) return Number.NaN
  return Date.parse(s.replace(' ', 'T'))
}

function numberOf(v: unknown): number {
  if (typeof v === 'number') return v
  if (typeof v !== 'string') return Number.NaN
  const s = v.trim()
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s) ? Number(s) : Number.NaN
}

/** Whether the bytes look like NDJSON (first non-blank character `{`) rather than CSV. */
export function formatOf(text: string): 'csv' | 'ndjson' {
  return /^\s*\{/.test(text) ? 'ndjson' : 'csv'
}

/**
 * Parses a tracking log, line by line: a CSV with a header naming the fields (any order, aliases allowed) or NDJSON
 * objects with the fields as keys. A line that is not well formed, misses a field, or holds a value out of range is
 * counted and its reason kept (the first KEPT_BAD_LINES); nothing throws. Valid lines are sorted by time.
 */
export function parseTrackingLog(text: string): { format: 'csv' | 'ndjson'; parsed: ParsedLog; badLineCount: number; badLines: BadLine[] } {
  const format = formatOf(text)
  const lines = text.split(/\r?\n/)
  const rows: number[][] = []
  const faults: string[] = []
  const faultIndex = new Map<string, number>()
  const badLines: BadLine[] = []
  let badLineCount = 0
  const bad = (line: number, reason: string) => {
    badLineCount++
    if (badLines.length < KEPT_BAD_LINES) badLines.push({ line, reason })
  }
  let header: (TrackingField | undefined)[] | null = null
  let first = 0
  if (format === 'csv') {
    while (first < lines.length && lines[first]!.trim() === '') first++
    header = (lines[first] ?? '').split(',').map((h) => fieldOf(h))
    const missing = TRACKING_FIELDS.filter((f) => f !== 'faultCode' && !header!.includes(f))
    if (missing.length > 0) {
      bad(first + 1, `header lacks ${missing.join(', ')}`)
      return { format, parsed: emptyLog(), badLineCount: countNonBlank(lines), badLines }
    }
    first++
  }
  for (let i = first; i < lines.length; i++) {
    const raw = lines[i]!
    if (raw.trim() === '') continue
    const values: Partial<Record<TrackingField, unknown>> = {}
    if (format === 'csv') {
      const cells = raw.split(',')
      if (cells.length !== header!.length) {
        bad(i + 1, `expected ${header!.length} values, found ${cells.length}`)
        continue
      }
      header!.forEach((f, j) => {
        if (f) values[f] = cells[j]
      })
    } else {
      let o: unknown
      try {
        o = JSON.parse(raw)
      } catch {
        bad(i + 1, 'not a JSON object')
        continue
      }
      if (!o || typeof o !== 'object' || Array.isArray(o)) {
        bad(i + 1, 'not a JSON object')
        continue
      }
      for (const [k, v] of Object.entries(o)) {
        const f = fieldOf(k)
        if (f) values[f] = v
      }
    }
    const reason = lineError(values)
    if (typeof reason === 'string') {
      bad(i + 1, reason)
      continue
    }
    const code = values.faultCode == null ? '' : String(values.faultCode).trim()
    let fault = 0
    if (code !== '' && code !== '0') {
      fault = faultIndex.get(code) ?? 0
      if (fault === 0) {
        faults.push(code)
        fault = faults.length
        faultIndex.set(code, fault)
      }
    }
    reason.push(fault, i + 1)
    rows.push(reason)
  }
  rows.sort((a, b) => a[0]! - b[0]!)
  const n = rows.length
  const data = new Float64Array(n * COLUMN_COUNT)
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const base = c * n
    for (let r = 0; r < n; r++) data[base + r] = rows[r]![c]!
  }
  return { format, parsed: { n, faults, data }, badLineCount, badLines }
}

/** The numbers of a line in column order (without the fault and the line number), or why it is refused. */
function lineError(values: Partial<Record<TrackingField, unknown>>): number[] | string {
  const t = timestampOf(values.timestamp)
  if (!Number.isFinite(t) || t < T_MIN || t > T_MAX) return 'timestamp is not a valid time'
  const out = [t]
  for (const f of TRACKING_FIELDS) {
    if (f === 'timestamp' || f === 'faultCode') continue
    const v = numberOf(values[f])
    if (!Number.isFinite(v)) return `${f} is not a number`
    const [lo, hi] = RANGES[f]
    if (v < lo || v > hi) return `${f} is out of range`
    out.push(v)
  }
  const code = values.faultCode
  if (code != null && code !== '' && code !== 0 && !FAULT.test(String(code).trim())) return 'faultCode is not a valid code'
  return out
}

function countNonBlank(lines: string[]): number {
  return lines.reduce((n, l) => n + (l.trim() === '' ? 0 : 1), 0)
}

function emptyLog(): ParsedLog {
  return { n: 0, faults: [], data: new Float64Array(0) }
}
