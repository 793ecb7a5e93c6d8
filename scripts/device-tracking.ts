/**
 * A scooter's telematics unit, simulated (issue 21): generates ride logs and uploads them to POST /api/device/tracking
 * with the device's token (issued on the Tracking Log screen, Device tokens).
 *
 *   npm run device -- --tracking --token=<token> [--url http://127.0.0.1:3000] [--lines 3600] [--files 1]
 *                      [--format csv|ndjson] [--bluetooth-id BT-1] [--bad 0] [--fault-every 600]
 *
 * The token may also come from TRACKING_DEVICE_TOKEN. Prints one line per upload (lines stored, refused, faults) and
 * exits 0, or 1 when an upload is refused.
 */
import { parseArgs } from 'node:util'
import { rideCsv, rideNdjson } from '../shared/api/tracking-generate'

export async function runTracking(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      tracking: { type: 'boolean' },
      token: { type: 'string', default: process.env.TRACKING_DEVICE_TOKEN },
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      lines: { type: 'string', default: '3600' },
      files: { type: 'string', default: '1' },
      format: { type: 'string', default: 'csv' },
      'bluetooth-id': { type: 'string' },
      bad: { type: 'string', default: '0' },
      'fault-every': { type: 'string', default: '600' },
    },
  })
  const lines = Number(values.lines)
  const files = Number(values.files)
  const bad = Number(values.bad)
  if (
    !values.token ||
    !Number.isInteger(lines) ||
    lines < 1 ||
    !Number.isInteger(files) ||
    files < 1 ||
    !['csv', 'ndjson'].includes(values.format!)
  ) {
    console.error('usage: npm run device -- --tracking --token=<device token> [--url …] [--lines 3600] [--files 1] [--format csv|ndjson]')
    return 2
  }
  const base = values.url!.replace(/\/$/, '')
  let failed = 0
  for (let f = 0; f < files; f++) {
    const ride = {
      lines,
      seed: Date.now() + f,
      start: Date.now() - (files - f) * (lines * 1000 + 3_600_000),
      faultEvery: Number(values['fault-every']),
    }
    let text = values.format === 'csv' ? rideCsv(ride) : rideNdjson(ride)
    if (bad > 0) text += Array.from({ length: bad }, (_, i) => `not a line ${i}`).join('\n') + '\n'
    const name = `ride-${new Date(ride.start).toISOString().slice(0, 19).replace(/:/g, '-')}.${values.format}`
    const res = await fetch(`${base}/api/device/tracking`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${values.token}`,
        'content-type': values.format === 'csv' ? 'text/csv' : 'application/x-ndjson',
        'x-file-name': name,
        ...(values['bluetooth-id'] ? { 'x-bluetooth-id': values['bluetooth-id'] } : {}),
      },
      body: text,
    })
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (res.ok) {
      console.log(
        `uploaded ${name}: ${String(body.lineCount)} lines, ${String(body.badLineCount)} refused, faults ${JSON.stringify(body.faults)}, log ${String(body.logId)}`,
      )
    } else {
      failed++
      console.error(`upload of ${name} refused: HTTP ${res.status} ${JSON.stringify(body)}`)
    }
  }
  return failed ? 1 : 0
}
