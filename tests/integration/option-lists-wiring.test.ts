import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADV_MESSAGES as AM } from '../../shared/api/advertisement'
import { BOOKING_MESSAGES as BM } from '../../shared/api/booking'
import { ENQUIRY_MESSAGES as EM } from '../../shared/api/enquiry'
import { OPTIONS_MESSAGES as OM } from '../../shared/api/options'
import { advertisements, bookings, enquiries } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

/**
 * The option lists of the Options screen (issue 21) as the enquiry, booking and advertisement modules read them: a
 * value added on the list is offered and accepted at once; deactivated, a new record is refused (the module's own
 * 110 message) while a record that has it can still be saved; a value in use cannot be deleted (110).
 */

const A = '/api/admin'
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000) // the harness clock
const DAY = 86_400
const BOOKED_ON = Math.floor(Date.parse('2026-05-20T18:30:00Z') / 1000)

describe.each(oneDatabase)('option lists wired into the modules on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  const refused = (r: Answer, message: string) =>
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, message])
  const saved = (r: Answer) => expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
  const add = async (list: string, label: string, value?: string) => {
    const r = await admin.post(`${A}/options/add`, { list, label, value })
    saved(r)
    return r.body._id as string
  }
  const deactivate = async (id: string) => saved(await admin.post(`${A}/options/active`, { recordId: id, active: false }))
  const remove = (id: string) => admin.call('DELETE', `${A}/options/delete`, { recordId: id })
  const listed = async (name: string) =>
    ((await admin.get(`${A}/options/list?name=${name}`)).body.options as { value: string }[]).map((o) => o.value)

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  }, 180_000)
  afterAll(() => h.close())

  it('enquiry types: POST /enquiry/options answers the list; the type is checked against it', async () => {
    let serial = 0
    const enquiry = (enquiryType: string) => ({
      fname: 'Kavya',
      mobileNo: '7012345678',
      enquiryType,
      ticketNo: `OPT-${++serial}`,
      status: 'open',
    })
    refused(await admin.post(`${A}/enquiry/add`, enquiry('warrantyClaim')), EM.enquiryType)
    const id = await add('requestType', 'Warranty claim')
    const options = (await admin.post(`${A}/enquiry/options`, { name: 'requestType' })).body.options as string[]
    expect(options).toEqual(await listed('requestType'))
    expect(options.at(-1)).toBe('warrantyClaim')

    const made = await admin.post(`${A}/enquiry/add`, enquiry('warrantyClaim'))
    saved(made)
    const eId = made.body.eId as string
    const found = await admin.post(`${A}/enquiry/all`, { enquiryType: 'warrantyClaim' })
    expect((found.body.rows as { _id: string }[]).map((r) => r._id)).toEqual([eId])

    await deactivate(id)
    expect((await admin.post(`${A}/enquiry/options`, { name: 'requestType' })).body.options).not.toContain('warrantyClaim')
    refused(await admin.post(`${A}/enquiry/add`, enquiry('warrantyClaim')), EM.enquiryType)
    // The enquiry that has it keeps it on an edit; moving it to another inactive type is refused.
    const kept = await admin.update(`${A}/enquiry/update`, { ...enquiry('warrantyClaim'), ticketNo: 'OPT-1', eId, content: 'Edited' })
    saved(kept)
    const other = await add('requestType', 'Recall')
    await deactivate(other)
    refused(await admin.update(`${A}/enquiry/update`, { ...enquiry('recall'), ticketNo: 'OPT-1', eId }), EM.enquiryType)
    const [row] = await h.database.db.select().from(enquiries).where(eq(enquiries.id, eId))
    expect([row!.enquiryType, row!.content]).toEqual(['warrantyClaim', 'Edited'])

    refused(await remove(id), OM.inUse)
    saved(await remove(other))
  })

  it('booking stages and RTO statuses: the pickers’ calls answer the lists; the form and the inline status check them', async () => {
    let serial = 0
    const form = (over: Record<string, unknown> = {}) => ({
      customerMobileNo: `5${String(300_000_000 + ++serial * 7919).slice(-9)}`,
      customerFname: 'Option',
      kitNumber: `OKIT-${serial}-${tdb.name}`,
      bookingDate: BOOKED_ON,
      status: 'booked',
      price: '85000',
      taxPercentage: '5',
      rtoStatus: 'not_applied',
      ...over,
    })
    const addBooking = async (over: Record<string, unknown>) => {
      const r = await admin.post(`${A}/booking/add`, form(over))
      saved(r)
      return r.body.recordId as string
    }
    const update = async (id: string, body: Record<string, unknown>) => {
      const { version } = (await admin.post(`${A}/booking/details`, { recordId: id })).body as { version: number }
      return admin.put(`${A}/booking/update`, { ...body, recordId: id, version })
    }
    const values = async (path: string) => ((await admin.get(`${A}${path}`)).body.result as { value: string }[]).map((o) => o.value)

    refused(await admin.post(`${A}/booking/add`, form({ status: 'onHold' })), BM.mandatory)
    refused(await admin.post(`${A}/booking/add`, form({ rtoStatus: 'hsrpFitted' })), BM.mandatory)
    const stage = await add('bookingStage', 'On hold')
    const status = await add('bookingStatus', 'HSRP fitted')
    expect(await values('/booking/stages')).toEqual(await listed('bookingStage'))
    expect((await values('/booking/rto-statuses')).at(-1)).toBe('hsrpFitted')
    expect((await values('/rto/statuses')).at(-1)).toBe('hsrpFitted')
    expect((await admin.get(`${A}/booking/stages`)).body.result).toContainEqual({ value: 'onHold', label: 'On hold' })

    const held = await addBooking({ status: 'onHold', rtoStatus: 'hsrpFitted' })
    const plain = await addBooking({})
    const filtered = await admin.post(`${A}/booking/all`, { status: 'onHold', rtoStatus: 'hsrpFitted' })
    expect((filtered.body.rows as { _id: string; status: string }[]).map((r) => [r._id, r.status])).toEqual([[held, 'onHold']])
    expect((await admin.post(`${A}/rto/search`, { rtoStatus: 'hsrpFitted' })).body.filterRecords).toBe(1)
    // The inline RTO status takes the new status, and refuses one not on the list.
    saved(await admin.post(`${A}/booking/rto-status`, { recordId: plain, rtoStatus: 'hsrpFitted' }))
    refused(await admin.post(`${A}/booking/rto-status`, { recordId: plain, rtoStatus: 'lost' }), BM.rtoStatus)

    await deactivate(stage)
    await deactivate(status)
    expect(await values('/booking/stages')).not.toContain('onHold')
    expect(await values('/booking/rto-statuses')).not.toContain('hsrpFitted')
    refused(await admin.post(`${A}/booking/add`, form({ status: 'onHold' })), BM.mandatory)
    refused(await admin.post(`${A}/booking/add`, form({ rtoStatus: 'hsrpFitted' })), BM.mandatory)
    // A booking that has them keeps them on an edit (and its inline status may be set to what it is).
    const { form: heldForm } = (await admin.post(`${A}/booking/details`, { recordId: held })).body.booking as {
      form: Record<string, unknown>
    }
    saved(await update(held, { ...heldForm, remark: 'Kept' }))
    saved(await admin.post(`${A}/booking/rto-status`, { recordId: held, rtoStatus: 'hsrpFitted' }))
    // Moved to a built-in status, it cannot go back to the inactive one.
    saved(await admin.post(`${A}/rto/status`, { recordId: held, rtoStatus: 'not_applied' }))
    refused(await admin.post(`${A}/rto/status`, { recordId: held, rtoStatus: 'hsrpFitted' }), BM.rtoStatus)
    refused(await update(plain, { ...heldForm, kitNumber: `OKIT-P-${tdb.name}`, status: 'onHold' }), BM.mandatory)
    const [row] = await h.database.db.select().from(bookings).where(eq(bookings.id, held))
    expect([row!.status, row!.rtoStatus, row!.remark]).toEqual(['onHold', 'not_applied', 'Kept'])

    refused(await remove(stage), OM.inUse)
    refused(await remove(status), OM.inUse)
  })

  it('advertisement pages: GET /advertisement/pages answers the list; the page is checked against it', async () => {
    let serial = 0
    const banner = (over: Record<string, unknown> = {}) => ({
      title: `Option ad ${++serial}`,
      description: 'Shown on the page',
      adPosition: 'top',
      advertisementPage: 'Home',
      typeOfLink: 'banner',
      startAt: NOW,
      endAt: NOW + 7 * DAY,
      ...over,
    })
    const pages = async () =>
      ((await admin.get(`${A}/advertisement/pages`)).body.advertisementPages as { name: string }[]).map((p) => p.name)

    refused(await admin.post(`${A}/advertisement/add`, banner({ advertisementPage: 'Rewards' })), AM.selectPage)
    const id = await add('advertisementPage', 'Rewards', 'Rewards')
    expect(await pages()).toEqual(await listed('advertisementPage'))
    const answered = (await admin.get(`${A}/advertisement/pages`)).body.advertisementPages as { name: string; label: string }[]
    expect(answered.at(-1)).toEqual({ name: 'Rewards', label: 'Rewards' })
    const made = await admin.post(`${A}/advertisement/add`, banner({ advertisementPage: 'Rewards' }))
    saved(made)
    const AdvId = made.body.AdvId as string

    await deactivate(id)
    expect(await pages()).not.toContain('Rewards')
    refused(await admin.post(`${A}/advertisement/add`, banner({ advertisementPage: 'Rewards' })), AM.selectPage)
    saved(await admin.update(`${A}/advertisement/update`, banner({ AdvId, title: 'Option ad kept', advertisementPage: 'Rewards' })))
    // No page at all stays allowed.
    saved(await admin.post(`${A}/advertisement/add`, banner({ advertisementPage: undefined })))
    const [row] = await h.database.db.select().from(advertisements).where(eq(advertisements.id, AdvId))
    expect([row!.title, row!.advertisementPage]).toEqual(['Option ad kept', 'Rewards'])

    refused(await remove(id), OM.inUse)
  })
})
