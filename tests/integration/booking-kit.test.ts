import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingRow, type BookingDetails } from '../../shared/api/booking'
import { BOOKING_KIT_MESSAGES as M, kitOptionsAnswer } from '../../shared/api/booking-kit'
import { INVENTORY_MESSAGES } from '../../shared/api/inventory'
import { RECORD_MESSAGES } from '../../shared/validation'
import { products } from '../../server/db/schema'
import { bookings } from '../../server/modules/booking/schema'
import { testDatabases } from './support/databases'
import { A, type KitWorld, kitWorld, number, refused, UNKNOWN } from './support/booking-kit'

/**
 * Issue 19: a booking's kit fitting issues the kit and the battery from its centre's stock, once, in one transaction
 * with the booking's record of it and the audit row; a centre short of either refuses the whole of it.
 */
describe.each(testDatabases)('booking kit fitting on $name', (tdb) => {
  let w: KitWorld
  const db = () => w.h.database.db
  const details = async (recordId: string) => (await w.post('/booking/details', { recordId })).body.booking as BookingDetails

  beforeAll(async () => {
    w = await kitWorld(tdb)
  })
  afterAll(() => w.h.close())

  it('issues one kit and one battery from the centre: ledger rows referring to the booking, the booking’s record, the audit row', async () => {
    const kit = await w.product('kit', 3)
    const battery = await w.product('battery', 2)
    const id = await w.booking()
    const options = kitOptionsAnswer.parse((await w.post('/booking/kit-options', { recordId: id }, w.service)).body)
    expect(options.centre._id).toBe(w.homeCentre)
    expect(options.kits.find((p) => p._id === kit)?.onHand).toBe(3)
    expect(options.batteries.find((p) => p._id === battery)?.onHand).toBe(2)
    expect(options.kits.some((p) => p._id === battery) || options.batteries.some((p) => p._id === kit)).toBe(false)
    const { version } = await details(id)

    const kitNumber = number('kit')
    const r = await w.fit(
      { recordId: id, kitProductId: kit, kitNumber: kitNumber.toLowerCase(), batteryProductId: battery, batteryNumber: 'bat 77' },
      w.service,
    )
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([200, 109, M.fitted])
    expect(r.body).toMatchObject({ kitOnHand: 2, batteryOnHand: 1, version: version + 1 })
    expect([await w.balance(kit), await w.balance(battery)]).toEqual([2, 1])
    const ledger = await w.issues(id)
    expect(ledger.map((m) => [m.productId, m.kind, m.quantity, m.balanceAfter, m.scuId, m.refType])).toEqual([
      [kit, 'issue', -1, 2, w.homeCentre, 'booking'],
      [battery, 'issue', -1, 1, w.homeCentre, 'booking'],
    ])
    const serviceId = w.h.userIds.get('9000000004')!
    expect(ledger.every((m) => m.actorId === serviceId)).toBe(true)
    const audits = await w.audits(id)
    expect(audits).toHaveLength(1)
    expect(audits[0]!.actorId).toBe(serviceId)
    expect(audits[0]!.changes).toMatchObject({ kitProductId: { to: kit }, batteryProductId: { to: battery }, kitNumber: { to: kitNumber } })
    const stored = await w.stored(id)
    expect(stored).toMatchObject({
      kitFittedById: serviceId,
      kitFittedScuId: w.homeCentre,
      kitProductId: kit,
      batteryProductId: battery,
      kitNumber,
      batteryNo: 'BAT77',
    })
    expect(Math.floor(stored.kitFittedAt!.getTime() / 1000)).toBe(r.body.kitFittedAt)
    const shown = await details(id)
    expect(shown.kitFitting).toMatchObject({
      fittedAt: r.body.kitFittedAt,
      centre: { _id: w.homeCentre },
      fittedBy: { _id: serviceId },
      kit: { _id: kit },
      battery: { _id: battery },
    })
    expect(shown.form).toMatchObject({ kitNumber, batteryNo: 'BAT77' })
    const row = ((await w.post('/booking/all', { keyword: kitNumber })).body.rows as unknown[]).map((x) => bookingRow.parse(x))
    expect(row.map((b) => [b._id, b.kitFittedAt])).toEqual([[id, r.body.kitFittedAt]])

    // A kit alone keeps the booking's battery number; an unfitted booking has no fitting.
    const plain = await w.booking()
    expect((await details(plain)).kitFitting).toBeNull()
    const alone = await w.fit({ recordId: plain, kitProductId: kit, kitNumber: number('kit') })
    expect([alone.body.responseCode, alone.body.batteryOnHand]).toEqual([109, null])
    expect((await w.issues(plain)).map((m) => m.productId)).toEqual([kit])
    expect((await details(plain)).kitFitting?.battery).toBeNull()
  })

  it('refuses a centre short of the kit or the battery with insufficient stock and writes nothing', async () => {
    const kit = await w.product('kit', 1)
    const noBattery = await w.product('battery', 0)
    const elsewhere = await w.product('kit', 5, w.otherCentre)
    const id = await w.booking()
    const before = await w.stored(id)
    for (const body of [{ kitProductId: kit, batteryProductId: noBattery, batteryNumber: 'B-1' }, { kitProductId: elsewhere }]) {
      refused(await w.fit({ recordId: id, kitNumber: number('kit'), ...body }), M.insufficientStock)
    }
    expect(M.insufficientStock).toBe(INVENTORY_MESSAGES.insufficientStock)
    expect([await w.balance(kit), await w.balance(elsewhere, w.otherCentre)]).toEqual([1, 5])
    expect(await w.issues(id)).toEqual([])
    expect(await w.audits(id)).toEqual([])
    expect(await w.stored(id)).toEqual(before)
  })

  it('fits once: a second fitting is refused and moves no stock', async () => {
    const kit = await w.product('kit', 5)
    const id = await w.booking()
    expect((await w.fit({ recordId: id, kitProductId: kit, kitNumber: number('kit') })).body.responseCode).toBe(109)
    refused(await w.fit({ recordId: id, kitProductId: kit, kitNumber: number('kit') }), M.alreadyFitted)
    refused(await w.fit({ recordId: id, kitProductId: kit, kitNumber: number('kit') }, w.service), M.alreadyFitted)
    expect(await w.balance(kit)).toBe(4)
    expect(await w.issues(id)).toHaveLength(1)
    expect(await w.audits(id)).toHaveLength(1)
  })

  it('lets exactly one of two fittings of one booking at once through', async () => {
    const kit = await w.product('kit', 10)
    const battery = await w.product('battery', 10)
    const id = await w.booking()
    const numbers = [number('kit'), number('kit'), number('kit')]
    const all = await Promise.all(
      numbers.map((kitNumber, n) =>
        w.fit(
          { recordId: id, kitProductId: kit, kitNumber, batteryProductId: battery, batteryNumber: `B-${n}` },
          n % 2 ? w.service : w.admin,
        ),
      ),
    )
    expect(all.map((r) => r.body.responseCode).sort()).toEqual([109, 110, 110])
    for (const r of all.filter((x) => x.body.responseCode === 110)) expect(r.body.message).toBe(M.alreadyFitted)
    const winner = numbers[all.findIndex((r) => r.body.responseCode === 109)]
    expect((await w.stored(id)).kitNumber).toBe(winner)
    expect([await w.balance(kit), await w.balance(battery)]).toEqual([9, 9])
    expect(await w.issues(id)).toHaveLength(2)
    expect(await w.audits(id)).toHaveLength(1)
  })

  it('lets one of two bookings racing for the last kit through; the other is refused and stays unfitted', async () => {
    const kit = await w.product('kit', 1)
    const battery = await w.product('battery', 2)
    const ids = [await w.booking(), await w.booking()]
    const two = await Promise.all(
      ids.map((recordId) =>
        w.fit({ recordId, kitProductId: kit, kitNumber: number('kit'), batteryProductId: battery, batteryNumber: number('b') }),
      ),
    )
    expect(two.map((r) => r.body.responseCode).sort()).toEqual([109, 110])
    const lost = two.findIndex((r) => r.body.responseCode === 110)
    expect(two[lost]!.body.message).toBe(M.insufficientStock)
    expect([await w.balance(kit), await w.balance(battery)]).toEqual([0, 1])
    expect(await w.issues(ids[lost]!)).toEqual([])
    expect(await w.audits(ids[lost]!)).toEqual([])
    expect((await w.stored(ids[lost]!)).kitFittedAt).toBeNull()
    expect(await w.issues(ids[1 - lost]!)).toHaveLength(2)
  })

  it('keeps to the booking’s reach (123) and refuses a role without Booking edit (403/111)', async () => {
    const kit = await w.product('kit', 5, w.otherCentre)
    const away = await w.booking(w.otherCentre)
    const body = { recordId: away, kitProductId: kit, kitNumber: number('kit') }
    for (const path of ['/booking/kit-fitting', '/booking/kit-options']) {
      const out = await w.post(path, body, w.service)
      expect([out.status, out.body.responseCode], path).toEqual([404, 123])
      expect((await w.post(path, { ...body, recordId: UNKNOWN })).body.responseCode).toBe(123)
      const r = await w.franchise.call('POST', `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    expect(await w.balance(kit, w.otherCentre)).toBe(5)
    expect(await w.issues(away)).toEqual([])
    expect((await w.fit(body)).body.responseCode).toBe(109)
    expect(await w.balance(kit, w.otherCentre)).toBe(4)
  })

  it('refuses bad input with 400 and the message, never 500', async () => {
    const kit = await w.product('kit', 20)
    const battery = await w.product('battery', 20)
    const part = await w.product('part', 20)
    const id = await w.booking()
    const good = { recordId: id, kitProductId: kit, kitNumber: number('kit') }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, recordId: 'nope' }, M.selectBooking],
      [{ ...good, kitProductId: undefined }, M.kitProduct],
      [{ ...good, kitProductId: 12 }, M.kitProduct],
      [{ ...good, kitNumber: undefined }, M.kitNumber],
      [{ ...good, kitNumber: '   ' }, M.kitNumber],
      [{ ...good, kitNumber: 'KIT#1' }, M.numberFormat],
      [{ ...good, kitNumber: 'K'.repeat(51) }, M.numberFormat],
      [{ ...good, batteryProductId: battery }, M.batteryNumber],
      [{ ...good, batteryNumber: 'B-1' }, M.batteryNumberWithoutBattery],
      [{ ...good, batteryProductId: 'x', batteryNumber: 'B-1' }, M.batteryProduct],
      [{ ...good, kitProductId: UNKNOWN }, M.unknownKit],
      [{ ...good, kitProductId: battery }, M.unknownKit],
      [{ ...good, kitProductId: part }, M.unknownKit],
      [{ ...good, batteryProductId: kit, batteryNumber: 'B-1' }, M.unknownBattery],
    ]
    for (const [body, message] of cases) refused(await w.fit(body), message)
    for (const body of [null, [], 'text', { recordId: id }]) {
      const r = await w.fit(body as Record<string, unknown>)
      expect([r.status, r.body.responseCode], JSON.stringify(body)).toEqual([400, 110])
    }
    await db().update(products).set({ active: false }).where(eq(products.id, part))
    const gone = await w.product('kit', 3)
    await db().update(products).set({ active: false }).where(eq(products.id, gone))
    refused(await w.fit({ ...good, kitProductId: gone }), M.unknownKit)

    refused(await w.fit({ ...good, recordId: await w.booking(null) }), M.noCentre)
    refused(await w.post('/booking/kit-options', { recordId: await w.booking(null) }), M.noCentre)
    refused(await w.fit({ ...good, recordId: await w.booking(undefined, { status: 'cancelled' }) }), M.cancelled)
    const deleted = await w.booking()
    await db().update(bookings).set({ active: false }).where(eq(bookings.id, deleted))
    refused(await w.fit({ ...good, recordId: deleted }), RECORD_MESSAGES.alreadyDeleted)
    // A kit number another active booking has: 114, and nothing moves.
    const taken = (await w.stored(await w.booking())).kitNumber!
    refused(await w.fit({ ...good, kitNumber: taken }), 'This kit number already has an active booking', 114)
    expect(await w.balance(kit)).toBe(20)
    expect(await w.issues(id)).toEqual([])
  })
})
