import { randomBytes } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'
import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { utils } from 'xlsx'
import { BOOKING_MESSAGES as BM, bookingTotals } from '../../shared/api/booking'
import { BOOKING_IMPORT_CALLS } from '../../shared/api/booking-import'
import { IMPORT_LIMITS, IMPORT_MESSAGES as IM } from '../../shared/api/import'
import { grant } from '../../shared/permissions'
import { auditLog, bookings, roles, users } from '../../server/db/schema'
import { BAD_KINDS, bookingSheet, sheetMobile, toCsv, toXlsx, type BadKind } from '../support/booking-sheets'
import { zipOf } from '../support/zip-fixture'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'
import { PNG } from './support/uploads'

const A = '/api/admin'

interface Sent {
  status: number
  body: Record<string, unknown>
  lines: Record<string, unknown>[]
}

describe.each(testDatabases)('bulk booking import on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let franchise: Agent
  let technician: Agent
  let franchiseId: string
  let series = 10

  /**
   * POSTs a multipart upload of `bytes` as `agent`: the JSON answer, or the NDJSON lines of a streamed one. Named as
   * its bytes are unless told (a zip bookings.xlsx, anything else bookings.csv): text is read only from a .csv.
   */
  async function send(agent: Agent, path: string, bytes: Buffer, filename?: string, field = 'file'): Promise<Sent> {
    filename ??= bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')) ? 'bookings.xlsx' : 'bookings.csv'
    const boundary = `----evtest${randomBytes(8).toString('hex')}`
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n`),
      Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}${path}`,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(agent.cookie ? { cookie: `sid=${agent.cookie}` } : {}),
      },
      payload,
    })
    const type = String(res.headers['content-type'] ?? '')
    if (type.includes('ndjson')) {
      const lines = res.body
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
      return { status: res.statusCode, body: lines.at(-1) ?? {}, lines }
    }
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, lines: [] }
  }
  const preview = (bytes: Buffer, agent: Agent = admin, name?: string) => send(agent, BOOKING_IMPORT_CALLS.preview, bytes, name)
  const commit = (bytes: Buffer, agent: Agent = admin, name?: string) => send(agent, BOOKING_IMPORT_CALLS.commit, bytes, name)
  const total = async () => Number((await h.database.db.select({ n: count() }).from(bookings))[0]!.n)
  const userCount = async () => Number((await h.database.db.select({ n: count() }).from(users))[0]!.n)
  const imports = async () =>
    Number(
      (
        await h.database.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'booking')))
      )[0]!.n,
    )
  const sheet = (rows: number, bad: [number, BadKind][] = []) => {
    series++
    return { o: { rows, series, tag: `S${series}` }, rows: bookingSheet({ rows, bad: new Map(bad), series, tag: `S${series}` }) }
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    const db = h.database.db
    await db
      .update(roles)
      .set({ permission: grant({ Booking: ['query', 'add', 'edit', 'view', 'upload'] }) })
      .where(eq(roles.id, h.roleIds.get('Franchise')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    franchise = await signIn(h, ACCOUNTS.franchise)
    technician = await signIn(h, ACCOUNTS.technician)
    franchiseId = h.userIds.get(ACCOUNTS.franchise)!
  })
  afterAll(() => h.close())

  it('previews an xlsx without writing: each invalid row with its column and message, the others valid', async () => {
    const bad: [number, BadKind][] = [
      [2, 'mobile'],
      [5, 'pan'],
      [9, 'model'],
      [11, 'date'],
      [14, 'discount'],
    ]
    const { rows } = sheet(20, bad)
    const [before, beforeUsers, beforeImports] = [await total(), await userCount(), await imports()]
    const r = await preview(toXlsx(rows))
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    expect(r.body).toMatchObject({ rows: 20, valid: 15, invalidTotal: 5 })
    const invalid = r.body.invalid as { row: number; label: string; messages: { column: string; message: string }[] }[]
    expect(invalid.map((i) => i.row)).toEqual(bad.map(([i]) => i + 2))
    for (const [i, kind] of bad) {
      const listed = invalid.find((x) => x.row === i + 2)!
      expect(listed.messages.map((m) => m.column)).toContain(BAD_KINDS[kind].column)
    }
    const messageOf = (row: number) => invalid.find((x) => x.row === row)!.messages[0]!.message
    expect(messageOf(4)).toBe(BM.validMobile)
    expect(messageOf(7)).toBe(BM.panRequired)
    expect(messageOf(11)).toBe(BM.noModelNamed)
    expect(messageOf(13)).toBe(IM.invalidDate)
    expect(messageOf(16)).toBe(BM.discountAbovePrice)
    expect(invalid[1]!.label).toMatch(/^Import Customer F \(\d{10}\)$/)
    expect([await total(), await userCount(), await imports()]).toEqual([before, beforeUsers, beforeImports])
  })

  it('commits the valid rows in one transaction: progress lines, excel-uploaded, server totals, new customers, one audit entry', async () => {
    const { o, rows } = sheet(30, [
      [0, 'mobile'],
      [10, 'model'],
      [29, 'pan'],
    ])
    const [before, beforeImports] = [await total(), await imports()]
    const r = await commit(toXlsx(rows), admin, 'november.xlsx')
    expect(r.status).toBe(200)
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ responseCode: 109, message: IM.imported, rows: 30, valid: 27, imported: 27 })
    expect(r.lines[0]).toEqual({ phase: 'checking', done: 30, total: 30 })
    expect(r.lines.filter((l) => l.phase === 'saving').at(-1)).toEqual({ phase: 'saving', done: 27, total: 27 })
    expect(await total()).toBe(before + 27)
    expect(await imports()).toBe(beforeImports + 1)

    const mobiles = Array.from({ length: 30 }, (_, i) => sheetMobile(i, o))
    const saved = await h.database.db.select().from(bookings).where(inArray(bookings.customerMobileNo, mobiles))
    expect(saved).toHaveLength(27)
    expect(saved.every((b) => b.excelUploaded && b.active && /^BK\d{4}-\d{6}$/.test(b.orderId))).toBe(true)
    const loan = saved.find((b) => b.customerMobileNo === sheetMobile(3, o))!
    const expected = bookingTotals({
      price: 85000_00 + 3 * 1000_00,
      discount: 1500_00,
      additionalDiscount: 250_50,
      taxBasisPoints: 500,
      bookingFee: 5000_00,
      bookingCustomerPaid: 5000_00,
      loanAmount: 60000_00,
      loanApproved: true,
    })
    if (typeof expected === 'string') throw new Error(expected)
    expect(loan).toMatchObject({
      bookingTotalAmount: expected.bookingTotalAmount,
      remainingAmount: expected.remainingAmount,
      taxAmount: expected.taxAmount,
      loanRequired: true,
      panNumber: 'ABCDE1234F',
      kitNumber: `IMP-${o.tag}-3`,
      createdById: h.userIds.get(ACCOUNTS.superAdmin),
    })
    const customers = await h.database.db.select().from(users).where(inArray(users.mobileNo, mobiles))
    expect(customers).toHaveLength(27)
    expect(customers.every((c) => c.userType === 'user')).toBe(true)
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'booking')))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(beforeImports)
    expect(entry!.changes).toMatchObject({ file: 'november.xlsx', rows: 30, imported: 27, invalid: 3, customersCreated: 27 })

    // The same file again: every kit number now has an active booking, so nothing is valid and nothing changes.
    const again = await commit(toXlsx(rows))
    expect([again.status, again.body.responseCode, again.body.message]).toEqual([400, 110, IM.noValidRows])
    expect((again.body.invalid as { messages: { message: string }[] }[])[1]!.messages[0]!.message).toBe(BM.kitInUse)
    expect(await total()).toBe(before + 27)
  })

  it("makes a franchise partner's rows their own and refuses a kit number repeated in the file", async () => {
    const { o, rows } = sheet(4)
    rows[4]![rows[0]!.indexOf('Kit number')] = `IMP-${o.tag}-0`
    rows[2]![rows[0]!.indexOf('Franchise partner mobile')] = ACCOUNTS.superAdmin
    const checked = await preview(toCsv(rows), franchise, 'mine.csv')
    expect(checked.body, JSON.stringify(checked.body)).toMatchObject({ responseCode: 109, rows: 4, valid: 3, invalidTotal: 1 })
    expect((checked.body.invalid as { row: number; messages: { message: string }[] }[])[0]).toMatchObject({
      row: 5,
      messages: [{ column: 'Kit number', message: BM.kitRepeated }],
    })
    const r = await commit(toCsv(rows), franchise, 'mine.csv')
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ responseCode: 109, imported: 3 })
    const saved = await h.database.db
      .select({ franchiseId: bookings.franchiseId })
      .from(bookings)
      .where(
        inArray(
          bookings.customerMobileNo,
          [0, 1, 2].map((i) => sheetMobile(i, o)),
        ),
      )
    expect(saved.map((s) => s.franchiseId)).toEqual([franchiseId, franchiseId, franchiseId])
  })

  it('reads cells as the sheet shows them: a percentage-formatted tax, a partner number with +91, forbidden characters refused', async () => {
    const { o, rows } = sheet(3)
    const header = rows[0]!.map(String)
    const at = (row: number, title: string) =>
      utils.encode_cell({ r: row - 1, c: header.findIndex((h) => h.replace(/ \*$/, '') === title) })
    const remark = at(3, 'Remark')
    rows[3]![header.indexOf('Franchise partner mobile')] = `+91 ${ACCOUNTS.franchise.slice(0, 5)} ${ACCOUNTS.franchise.slice(5)}`
    const bytes = toXlsx(rows, {
      [at(2, 'Tax percentage')]: { t: 'n', v: 0.18, z: '0%' },
      [remark]: { t: 's', v: 'a\u0000b' },
    })
    const r = await commit(bytes)
    expect(r.body, JSON.stringify(r.body)).toMatchObject({
      responseCode: 109,
      imported: 2,
      invalid: [{ row: 3, messages: [{ column: 'Remark', message: IM.invalidCharacters }] }],
    })
    const saved = await h.database.db
      .select({ mobile: bookings.customerMobileNo, tax: bookings.taxBasisPoints, franchiseId: bookings.franchiseId })
      .from(bookings)
      .where(
        inArray(
          bookings.customerMobileNo,
          [0, 2].map((i) => sheetMobile(i, o)),
        ),
      )
    expect(saved.find((b) => b.mobile === sheetMobile(0, o))!.tax).toBe(1800)
    expect(saved.find((b) => b.mobile === sheetMobile(2, o))!.franchiseId).toBe(franchiseId)
  })

  it('refuses files that are not spreadsheets within the limits with the spec message, and changes nothing', async () => {
    const [before, beforeUsers, beforeImports] = [await total(), await userCount(), await imports()]
    const refused = async (bytes: Buffer, reason: string, status = 400) => {
      for (const call of [preview, commit]) {
        const r = await call(bytes)
        expect([r.status, r.body.responseCode, r.body.message, r.body.reason]).toEqual([status, 110, IM.invalidFile, reason])
      }
    }
    await refused(PNG, 'notSpreadsheet')
    await refused(
      Buffer.from(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(150 * 1024 * 1024) }])),
      'tooLargeUncompressed',
    )
    const { rows } = sheet(IMPORT_LIMITS.maxRows + 1)
    await refused(toCsv(rows), 'tooManyRows')
    await refused(Buffer.alloc(IMPORT_LIMITS.maxFileBytes + 1, 0x41), 'tooLarge', 413)
    const macro = zipOf([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/vbaProject.bin', data: deflateRawSync(Buffer.from('x')) },
    ])
    await refused(Buffer.from(macro), 'macros')

    const noFile = await send(admin, BOOKING_IMPORT_CALLS.preview, Buffer.from('a'), 'x.csv', 'other')
    expect([noFile.status, noFile.body.message]).toEqual([400, IM.missingFile])
    const headerOnly = await preview(toCsv(sheet(0).rows))
    expect([headerOnly.status, headerOnly.body.message]).toEqual([400, IM.noRows])
    const noMobile = await preview(Buffer.from('Customer first name,Price\nRavi,85000\n'))
    expect([noMobile.status, noMobile.body.message]).toEqual([400, IM.missingColumns])
    expect(noMobile.body.missing).toEqual(['Customer mobile', 'Booking date', 'Tax percentage'])
    expect([await total(), await userCount(), await imports()]).toEqual([before, beforeUsers, beforeImports])
  })

  it('refuses a file that is not a spreadsheet (an image, text renamed .xlsx, random bytes) with the spec message; a sheet without rows keeps its own', async () => {
    const [before, beforeUsers, beforeImports] = [await total(), await userCount(), await imports()]
    const text = Buffer.from('Meeting notes\nCall the dealer about the kit\n')
    const notSpreadsheets: [string, Buffer][] = [
      ['photo.png', PNG],
      ['photo.xlsx', PNG],
      ['notes.xlsx', Buffer.from('Meeting notes\n')],
      ['notes.xlsx', text],
      ['notes.txt', text],
      // A CSV of bookings under an xlsx's name is not an Excel file either.
      ['bookings.xlsx', toCsv(sheet(2).rows)],
      ['random.xlsx', randomBytes(4096)],
      ['random.csv', randomBytes(4096)],
      ['random', randomBytes(64)],
    ]
    for (const [name, bytes] of notSpreadsheets) {
      for (const call of [preview, commit]) {
        const r = await call(bytes, admin, name)
        expect([r.status, r.body.responseCode, r.body.message, r.body.reason], name).toEqual([400, 110, IM.invalidFile, 'notSpreadsheet'])
      }
    }
    // Real spreadsheets without a row: their own message.
    for (const [name, bytes] of [
      ['empty.xlsx', toXlsx(sheet(0).rows)],
      ['EMPTY.CSV', toCsv(sheet(0).rows)],
    ] as const) {
      const r = await preview(bytes, admin, name)
      expect([r.status, r.body.responseCode, r.body.message], name).toEqual([400, 110, IM.noRows])
    }
    expect([await total(), await userCount(), await imports()]).toEqual([before, beforeUsers, beforeImports])
  })

  it('needs Booking + upload on the server', async () => {
    const bytes = toCsv(sheet(2).rows)
    for (const call of [preview, commit]) {
      const r = await call(bytes, technician)
      expect([r.status, r.body.responseCode]).toEqual([403, 111])
    }
  })

  it('two commits of one file at once import it once: the other is refused whole (the kit numbers are unique in the database)', async () => {
    const { o, rows } = sheet(40)
    const bytes = toXlsx(rows)
    const before = await total()
    const results = await Promise.all([commit(bytes), commit(bytes)])
    // The other is refused whole: by the user's import lock while the first is saving (112), by the unique index
    // while saving (114), or, when its check comes after the first commit (PGlite serialises the two), because no
    // row is valid any more (110).
    const won = results.filter((r) => r.body.responseCode === 109)
    const lost = results.filter((r) => r.body.responseCode !== 109)
    expect([won.length, lost.length], JSON.stringify(results.map((r) => r.body))).toEqual([1, 1])
    expect([
      [112, IM.running],
      [114, BM.kitInUse],
      [110, IM.noValidRows],
    ]).toContainEqual([lost[0]!.body.responseCode, lost[0]!.body.message])
    expect(await total()).toBe(before + 40)
    const saved = await h.database.db
      .select({ n: count() })
      .from(bookings)
      .where(
        inArray(
          bookings.customerMobileNo,
          Array.from({ length: 40 }, (_, i) => sheetMobile(i, o)),
        ),
      )
    expect(Number(saved[0]!.n)).toBe(40)
  })
})
