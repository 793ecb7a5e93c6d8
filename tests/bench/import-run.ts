import { randomBytes } from 'node:crypto'
import { BOOKING_IMPORT_CALLS } from '../../shared/api/booking-import'
import { testDatabases } from '../integration/support/databases'
import { ACCOUNTS, signIn, startHarness } from '../integration/support/harness'

interface Measured {
  ms: number
  rss: number
  heap: number
  detail?: string
}

/**
 * One import of `bytes` through the commit call, as the super admin, on a fresh demo database (PGlite in memory, or
 * a new database on TEST_DATABASE_URL's server): the app's real route, multipart parsing included. Only the call is
 * measured.
 */
export async function importOnce(
  on: 'pglite' | 'postgres',
  bytes: Buffer,
  measure: (work: () => Promise<string | undefined>) => Promise<Measured>,
): Promise<Measured> {
  const db = testDatabases.find((d) => d.name === on)
  if (!db) throw new Error(`${on} is not available (TEST_DATABASE_URL)`)
  const h = await startHarness(db)
  try {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const boundary = `----bench${randomBytes(8).toString('hex')}`
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return await measure(async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/admin${BOOKING_IMPORT_CALLS.commit}`,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: `sid=${admin.cookie}`,
        },
        payload,
      })
      const last = JSON.parse(res.body.trim().split('\n').at(-1) ?? '{}') as { responseCode?: number; imported?: number }
      if (last.responseCode !== 109) throw new Error(`import answered ${res.statusCode} ${res.body.slice(-500)}`)
      return `${last.imported} bookings imported`
    })
  } finally {
    await h.close()
  }
}
