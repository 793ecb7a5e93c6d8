import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES as BM } from '../../shared/api/booking'
import { BOOKING_IMPORT_CALLS, BOOKING_IMPORT_COLUMNS } from '../../shared/api/booking-import'
import { IMPORT_MESSAGES as IM } from '../../shared/api/import'
import { USER_MESSAGES as UM } from '../../shared/api/users'
import { bookings, users } from '../../server/db/schema'
import { likeContains } from '../../server/lib/list-query'
import { bookingSearchText } from '../../server/modules/booking/schema'
import { leads } from '../../server/modules/crm/schema'
import { testDrives } from '../../server/modules/testdrive/schema'
import { bookingSheet, toXlsx } from '../support/booking-sheets'
import { testDatabases } from './support/databases'
import { customerForm } from './support/forms'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'
import { fileForm } from './support/uploads'

/**
 * Issue 35 defect 3: names in Indian scripts got 'Only letters and spaces are allowed' from the user, booking, lead and
 * test drive calls and the booking import. Every name field now takes the letters and marks of every script
 * (shared/validation.ts PERSON_NAME; tests/unit/person-names.test.ts); here the calls take them on both databases, a
 * 1,000-row import saves every valid row, and the list calls find the names by keyword and sort them by name.
 */
const A = '/api/admin'
const DAY = 86_400
const IST = 19_800
/** 21 May 2026, India midnight. */
const BOOKED_ON = Date.parse('2026-05-20T18:30:00Z') / 1000

/** The names of the calls' tests (the issue's), first and last. */
const CALL_NAMES: [string, string][] = [
  ['राहुल', 'ಅನಿಲ್'],
  ['தமிழ்செல்வன்', '王伟'],
  ["O'Brien", 'Jean-Luc'],
  ['José', 'St. John'],
]

/**
 * The import's names: two in each of Devanagari, Tamil, Kannada and Chinese, in the order the bookings list sorts them
 * by name. Both databases collate by code point (PGlite's C; the PostgreSQL cluster's C.UTF-8, which sorts as C), so
 * this is code point order; it is also the order of the ICU root and English collations (checked on PostgreSQL 15 with
 * "und-x-icu" and "en-IN-x-icu"), so a PostgreSQL created with an English locale sorts these the same. A language's
 * own collation ("hi", "ta", "kn", "zh") puts its script first and is not what a database uses by default.
 */
const IMPORT_NAMES: [string, string][] = [
  ['अनिल', 'शर्मा'],
  ['सुनीता', 'वर्मा'],
  ['அருண்', 'குமார்'],
  ['கவிதா', 'ராஜ்'],
  ['ಕಾವ್ಯಾ', 'ಗೌಡ'],
  ['ಶ್ರೀನಿವಾಸ', 'ರಾವ್'],
  ['张伟', ''],
  ['李娜', ''],
]
const fullName = ([f, l]: [string, string]) => [f, l].filter(Boolean).join(' ')
/** Rows of the import made invalid by their first name (row index → name): a digit, a lone mark first, a symbol, an emoji. */
const BAD_NAMES = new Map([
  [17, 'सुनीता2'],
  [333, '\u0bcdஅருண்'],
  [650, '李娜@'],
  [999, 'ಕಾವ್ಯಾ 😀'],
])
const ROWS = 1000
const TAG = 'NAMES'

type Line = Record<string, unknown>
interface ListAnswer {
  rows: Record<string, unknown>[]
  filterRecords: number
}

describe.each(testDatabases)('names in every script on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let serial = 0
  /** A fresh mobile number (5…: no demo account or seeded record has one). */
  const mobile = () => `53500${String(++serial).padStart(5, '0')}`
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const list = async (path: string, body: Record<string, unknown>) => {
    const r = await post(path, { pageSize: 1000, ...body })
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200)
    return r.body as unknown as ListAnswer
  }
  const refusedName = (r: { status: number; body: { responseCode?: number; message?: string } }, message: string) =>
    expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, message])

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  it('adds users with such names (and a city in Tamil), and refuses digits and a lone mark', async () => {
    for (const [fname, lname] of CALL_NAMES) {
      const r = await post('/user/add', customerForm(mobile(), { fname, lname, city: 'சென்னை' }))
      expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
      const [row] = await h.database.db
        .select()
        .from(users)
        .where(eq(users.id, r.body.userId as string))
      expect([row!.fname, row!.lname, row!.city]).toEqual([fname, lname, 'சென்னை'])
    }
    refusedName(await post('/user/add', customerForm(mobile(), { fname: 'राहुल1' })), UM.lettersOnly)
    refusedName(await post('/user/add', customerForm(mobile(), { lname: '\u094dराहुल' })), UM.lettersOnly)
    // Decomposed as typed, composed as stored.
    const r = await post('/user/add', customerForm(mobile(), { fname: 'Jose\u0301', lname: 'Zoe\u0308' }))
    const [row] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.id, r.body.userId as string))
    expect([row!.fname, row!.lname]).toEqual(['José', 'Zoë'])
  })

  it('adds bookings for such customers', async () => {
    const form = (customerFname: string, customerLname: string) => ({
      customerMobileNo: mobile(),
      customerFname,
      customerLname,
      kitNumber: `NAME-KIT-${serial}`,
      bookingDate: BOOKED_ON,
      status: 'booked',
      price: '85000',
      taxPercentage: '5',
      rtoStatus: 'not_applied',
    })
    for (const [fname, lname] of CALL_NAMES) {
      const r = await post('/booking/add', form(fname, lname))
      expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
      const [row] = await h.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, r.body.recordId as string))
      expect(row!.customerName).toBe(`${fname} ${lname}`)
      const [customer] = await h.database.db.select().from(users).where(eq(users.id, row!.customerId))
      expect([customer!.fname, customer!.lname]).toEqual([fname, lname])
    }
    refusedName(await post('/booking/add', form('ಅನಿಲ್', '王伟😀')), BM.lettersOnly)
  })

  it('adds CRM leads with such names, found by keyword', async () => {
    for (const [fname, lname] of CALL_NAMES) {
      const r = await post('/crm/add', { fname, lname, mobileNo: mobile() })
      expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
      const [row] = await h.database.db
        .select()
        .from(leads)
        .where(eq(leads.id, r.body.leadId as string))
      expect([row!.fname, row!.lname]).toEqual([fname, lname])
    }
    const found = await list('/crm/all', { keyword: 'தமிழ்செல்வன் 王' })
    expect(found.rows.map((r) => [r.fname, r.lname])).toEqual([['தமிழ்செல்வன்', '王伟']])
    refusedName(await post('/crm/add', { fname: '9ರಾಹುಲ್', mobileNo: mobile() }), 'Only letters and spaces are allowed')
  })

  it('adds test drives for such customers', async () => {
    const branches = (await admin.get(`${A}/testdrive/branches`)).body.result as { _id: string; holidays: number[] }[]
    const today = Math.floor((h.clock.now().getTime() / 1000 + IST) / DAY) * DAY - IST
    const open: { branchId: string; date: number; slotId: string }[] = []
    for (let d = 1; d <= 21 && open.length < CALL_NAMES.length; d++) {
      for (const b of branches) {
        const date = today + d * DAY
        const slots = (await post('/testdrive/slots', { branchId: b._id, date })).body.result as { slotId: string; left: number }[]
        const slot = slots.find((s) => s.left > 0)
        if (slot) open.push({ branchId: b._id, date, slotId: slot.slotId })
        if (open.length === CALL_NAMES.length) break
      }
    }
    expect(open).toHaveLength(CALL_NAMES.length)
    for (const [i, [customerFname, customerLname]] of CALL_NAMES.entries()) {
      const { branchId, date, slotId } = open[i]!
      const r = await post('/testdrive/add', {
        branchId,
        bookingDate: date,
        slotId,
        customerMobileNo: mobile(),
        customerFname,
        customerLname,
      })
      expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
      const [row] = await h.database.db
        .select()
        .from(testDrives)
        .where(eq(testDrives.id, r.body.recordId as string))
      const [customer] = await h.database.db.select().from(users).where(eq(users.id, row!.customerId))
      expect([customer!.fname, customer!.lname]).toEqual([customerFname, customerLname])
    }
    const { branchId, date, slotId } = open[0]!
    refusedName(
      await post('/testdrive/add', { branchId, bookingDate: date, slotId, customerMobileNo: mobile(), customerFname: 'राहुल#' }),
      'Only letters and spaces are allowed',
    )
  })

  it('imports a 1,000-row file of such names: every valid row saved, found by keyword, sorted by name', async () => {
    const rows = bookingSheet({ rows: ROWS, series: 52, tag: TAG })
    const col = (key: string) => BOOKING_IMPORT_COLUMNS.findIndex((c) => c.key === key)
    const nameOf = (i: number) => IMPORT_NAMES[i % IMPORT_NAMES.length]!
    for (let i = 0; i < ROWS; i++) {
      const row = rows[i + 1]!
      const [fname, lname] = nameOf(i)
      row[col('customerMobileNo')] = `5520${String(i).padStart(6, '0')}`
      row[col('customerFname')] = BAD_NAMES.get(i) ?? fname
      row[col('customerLname')] = lname || null
    }
    const { payload, contentType } = fileForm(toXlsx(rows), 'names.xlsx')
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}${BOOKING_IMPORT_CALLS.commit}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': contentType, cookie: `sid=${admin.cookie}` },
      payload,
    })
    const done = res.body
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line)
      .at(-1)!
    expect(res.statusCode, JSON.stringify(done).slice(0, 500)).toBe(200)
    expect(done).toMatchObject({
      responseCode: 109,
      message: IM.imported,
      rows: ROWS,
      valid: ROWS - BAD_NAMES.size,
      imported: ROWS - BAD_NAMES.size,
    })
    const invalid = done.invalid as { row: number; messages: { column: string; message: string }[] }[]
    expect(invalid.map((x) => [x.row, x.messages])).toEqual(
      [...BAD_NAMES.keys()].map((i) => [i + 2, [{ column: 'Customer first name', message: BM.lettersOnly }]]),
    )

    /** How many saved rows have each name. */
    const saved = (name: string) =>
      Array.from({ length: ROWS }, (_, i) => i).filter((i) => !BAD_NAMES.has(i) && fullName(nameOf(i)).includes(name)).length
    for (const keyword of ['वर्मा', 'अनिल शर्मा', 'ಗೌಡ', 'ಶ್ರೀನಿವಾಸ', 'அருண்', 'கவிதா ராஜ்', '张伟', '李']) {
      expect(saved(keyword), keyword).toBeGreaterThan(100)
      const found = await list('/booking/all', { keyword })
      expect(found.filterRecords, keyword).toBe(saved(keyword))
      expect(
        found.rows.every((r) => String(r.customerName).includes(keyword)),
        keyword,
      ).toBe(true)
      // The customers the import made, in the users list.
      expect((await list('/user/all', { keyword })).filterRecords, keyword).toBe(saved(keyword))
      // Through the trigram index too (no sequential scan allowed), as PostgreSQL picks it on a large table.
      const viaIndex = await h.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`)
        const where = sql`${bookingSearchText(bookings)} ILIKE ${likeContains(keyword)}`
        const plan = (await tx.execute(sql`EXPLAIN SELECT count(*) FROM bookings WHERE ${where}`)) as unknown as { rows: unknown[] }
        const counted = (await tx.execute(sql`SELECT count(*)::int AS n FROM bookings WHERE ${where}`)) as unknown as {
          rows: { n: number }[]
        }
        return { plan: JSON.stringify(plan.rows), n: counted.rows[0]!.n }
      })
      expect(viaIndex.plan, keyword).toContain('bookings_search_trgm_idx')
      expect(viaIndex.n, keyword).toBe(saved(keyword))
    }

    // Sorted by name (the kit numbers' tag picks this file's bookings), both ways.
    const expected = IMPORT_NAMES.map(fullName)
    const sorted = async (ascending: boolean) => {
      const r = await list('/booking/all', { keyword: `IMP-${TAG}-`, sortField: 'customerName', sortOrder: String(ascending) })
      expect(r.filterRecords).toBe(ROWS - BAD_NAMES.size)
      return r.rows.map((x) => String(x.customerName)).filter((n, i, all) => n !== all[i - 1])
    }
    expect(await sorted(true)).toEqual(expected)
    expect(await sorted(false)).toEqual(expected.toReversed())
  })
})
