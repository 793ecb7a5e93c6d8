import { TRACKING_FIELDS } from './tracking'

/**
 * A generated ride for demos, tests and the benchmark (issue 21): one line a second from `start`, moving around
 * Bengaluru, speed and currents varying, the battery draining and warming, a fault code now and then. Deterministic
 * for a seed.
 */
export interface GeneratedRide {
  lines: number
  start?: number
  seed?: number
  /** One line in this many carries a fault code (0: none). */
  faultEvery?: number
}

function prng(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) / 4294967296
  }
}

/** The generated ride as columns: fault codes as text ('' none). Fast enough for a million lines. */
export function generateRide(o: GeneratedRide) {
  const n = o.lines
  const rand = prng(o.seed ?? 7)
  const start = o.start ?? Date.UTC(2026, 5, 1, 4, 30)
  const t = new Float64Array(n)
  const cols = Object.fromEntries(TRACKING_FIELDS.slice(1, 10).map((f) => [f, new Float64Array(n)])) as Record<
    (typeof TRACKING_FIELDS)[number],
    Float64Array
  >
  const fault: string[] = new Array<string>(n).fill('')
  let lat = 12.9716
  let lon = 77.5946
  let heading = rand() * Math.PI * 2
  let speed = 0
  let soc = 95
  let tb = 28
  let tc = 30
  for (let i = 0; i < n; i++) {
    t[i] = start + i * 1000
    const target = 25 + 20 * Math.sin(i / 300) + 10 * Math.sin(i / 37)
    speed = Math.max(0, Math.min(90, speed + (target - speed) * 0.1 + (rand() - 0.5) * 3))
    heading += (rand() - 0.5) * 0.2
    const d = speed / 3600 / 111
    lat += Math.cos(heading) * d
    lon += Math.sin(heading) * d
    const motor = speed * 1.2 + (rand() - 0.5) * 8
    const battery = motor * 0.8 + (rand() - 0.5) * 4
    soc = Math.max(0, soc - Math.max(0, battery) * 0.00002)
    tb += (30 + battery * 0.1 - tb) * 0.001
    tc += (32 + motor * 0.2 - tc) * 0.002
    cols.latitude[i] = lat
    cols.longitude[i] = lon
    cols.speed[i] = speed
    cols.batteryVoltage[i] = 60 + soc * 0.24 - battery * 0.02
    cols.batteryCurrent[i] = battery
    cols.motorCurrent[i] = motor
    cols.controllerTemperature[i] = tc
    cols.batteryTemperature[i] = tb
    cols.stateOfCharge[i] = soc
    if (o.faultEvery && i % o.faultEvery === o.faultEvery - 1) fault[i] = rand() < 0.5 ? 'E012' : 'OVERTEMP'
  }
  return { t, cols, fault }
}

const r = (v: number, d: number) => Number(v.toFixed(d))

/** The ride as a CSV file with a header (ISO timestamps). */
export function rideCsv(o: GeneratedRide): string {
  const { t, cols, fault } = generateRide(o)
  const out: string[] = [TRACKING_FIELDS.join(',')]
  for (let i = 0; i < t.length; i++) {
    out.push(
      [
        new Date(t[i]!).toISOString(),
        r(cols.latitude[i]!, 6),
        r(cols.longitude[i]!, 6),
        r(cols.speed[i]!, 2),
        r(cols.batteryVoltage[i]!, 2),
        r(cols.batteryCurrent[i]!, 2),
        r(cols.motorCurrent[i]!, 2),
        r(cols.controllerTemperature[i]!, 1),
        r(cols.batteryTemperature[i]!, 1),
        r(cols.stateOfCharge[i]!, 2),
        fault[i]!,
      ].join(','),
    )
  }
  return out.join('\n') + '\n'
}

/** The ride as NDJSON (Unix-millisecond timestamps). */
export function rideNdjson(o: GeneratedRide): string {
  const { t, cols, fault } = generateRide(o)
  const out: string[] = []
  for (let i = 0; i < t.length; i++) {
    out.push(
      JSON.stringify({
        timestamp: t[i],
        latitude: r(cols.latitude[i]!, 6),
        longitude: r(cols.longitude[i]!, 6),
        speed: r(cols.speed[i]!, 2),
        batteryVoltage: r(cols.batteryVoltage[i]!, 2),
        batteryCurrent: r(cols.batteryCurrent[i]!, 2),
        motorCurrent: r(cols.motorCurrent[i]!, 2),
        controllerTemperature: r(cols.controllerTemperature[i]!, 1),
        batteryTemperature: r(cols.batteryTemperature[i]!, 1),
        stateOfCharge: r(cols.stateOfCharge[i]!, 2),
        faultCode: fault[i] || null,
      }),
    )
  }
  return out.join('\n') + '\n'
}
