import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  assignBody,
  commentBody,
  statusBody,
  TICKET_MESSAGES as M,
  ticketForm,
  ticketNo,
  ticketNumberOf,
  ticketUpdateForm,
  type TicketDetails,
} from '@shared/api/ticket'
import {
  dayToIndiaSeconds,
  emptyValues,
  indiaSecondsToDay,
  payloadOf,
  statusBodyOf,
  ticketResolver,
  valuesOf,
  type Values,
} from '@/features/ticket/form-values'
import { ticketServerTexts } from '@/features/ticket/messages'

const CENTRE = '0190a6a0-0000-7000-8000-000000000001'
const TICKET = '0190a6a0-0000-7000-8000-000000000002'
/** 1 June 2026, midnight in India. */
const JUNE_1 = Date.parse('2026-05-31T18:30:00Z') / 1000
const DAY = 86_400

const messagesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]))

const base = { title: 'Battery drains overnight', scuId: CENTRE, type: 'battery', priority: 'normal' } as const

describe('the ticket form (shared/api/ticket.ts)', () => {
  it('takes a minimal ticket and fills the defaults', () => {
    const r = ticketForm.parse(base)
    expect(r).toEqual({ ...base, attachments: [] })
  })

  it('names every missing or wrong field with its message', () => {
    expect(messagesOf(ticketForm.safeParse({ priority: 'normal' }))).toEqual({ title: M.title, scuId: M.centre, type: M.type })
    expect(messagesOf(ticketForm.safeParse({ ...base, title: '   ' }))).toEqual({ title: M.title })
    expect(messagesOf(ticketForm.safeParse({ ...base, title: 'x'.repeat(201) }))).toEqual({ title: M.tooLong })
    expect(messagesOf(ticketForm.safeParse({ ...base, priority: 'asap' }))).toEqual({ priority: M.priority })
    expect(messagesOf(ticketForm.safeParse({ ...base, customerMobileNo: '98765' }))).toEqual({ customerMobileNo: M.validMobile })
    expect(messagesOf(ticketForm.safeParse({ ...base, dayOfResolving: 'soon' }))).toEqual({ dayOfResolving: M.date })
    expect(messagesOf(ticketForm.safeParse({ ...base, attachments: Array.from({ length: 11 }, (_, i) => `/x/${i}`) }))).toEqual({
      attachments: M.tooManyAttachments,
    })
  })

  it('blank optional fields are left out; a mobile number is normalised', () => {
    const r = ticketForm.parse({ ...base, description: '', customerMobileNo: '+91 98765 43210', dayOfResolving: '', holdTill: null })
    expect(r).toEqual({ ...base, customerMobileNo: '9876543210', attachments: [] })
  })

  it('Day of resolving must be after Hold Till (spec 002 section 5)', () => {
    expect(messagesOf(ticketForm.safeParse({ ...base, dayOfResolving: JUNE_1, holdTill: JUNE_1 }))).toEqual({
      dayOfResolving: M.resolveAfterHold,
    })
    expect(messagesOf(ticketForm.safeParse({ ...base, dayOfResolving: JUNE_1, holdTill: JUNE_1 + DAY }))).toEqual({
      dayOfResolving: M.resolveAfterHold,
    })
    // Said on the first save, with whatever else is missing.
    expect(messagesOf(ticketForm.safeParse({ priority: 'normal', dayOfResolving: JUNE_1, holdTill: JUNE_1 }))).toEqual({
      title: M.title,
      scuId: M.centre,
      type: M.type,
      dayOfResolving: M.resolveAfterHold,
    })
    expect(messagesOf(ticketForm.safeParse({ priority: 'normal', dayOfResolving: 'soon', holdTill: JUNE_1 }))).toEqual({
      title: M.title,
      scuId: M.centre,
      type: M.type,
      dayOfResolving: M.date,
    })
    expect(ticketForm.safeParse({ ...base, dayOfResolving: JUNE_1 + DAY, holdTill: JUNE_1 }).success).toBe(true)
    expect(ticketForm.safeParse({ ...base, dayOfResolving: JUNE_1 }).success).toBe(true)
    expect(ticketForm.safeParse({ ...base, holdTill: JUNE_1 }).success).toBe(true)
    // The update's schema keeps the rule and asks for the version.
    expect(
      messagesOf(ticketUpdateForm.safeParse({ ...base, recordId: TICKET, version: 3, dayOfResolving: JUNE_1, holdTill: JUNE_1 })),
    ).toEqual({
      dayOfResolving: M.resolveAfterHold,
    })
    expect(messagesOf(ticketUpdateForm.safeParse({ ...base, recordId: TICKET }))).toEqual({ version: M.versionMissing })
  })

  it('a hold needs Hold Till; assign and comment bodies say what is missing', () => {
    expect(messagesOf(statusBody.safeParse({ recordId: TICKET, stage: 'hold' }))).toEqual({ holdTill: M.holdTillRequired })
    expect(statusBody.safeParse({ recordId: TICKET, stage: 'hold', holdTill: JUNE_1 }).success).toBe(true)
    expect(statusBody.safeParse({ recordId: TICKET, stage: 'inprogress' }).success).toBe(true)
    expect(statusBody.safeParse({ recordId: TICKET, stage: 'assigned' }).success).toBe(false)
    expect(messagesOf(assignBody.safeParse({ recordId: TICKET }))).toEqual({ assigneeId: M.selectAssignee })
    expect(messagesOf(commentBody.safeParse({ recordId: TICKET, text: '  ' }))).toEqual({ text: M.comment })
  })

  it('ticket numbers read and print as TKT-000123', () => {
    expect(ticketNo(123)).toBe('TKT-000123')
    expect(ticketNo(1_234_567)).toBe('TKT-1234567')
    expect(ticketNumberOf('TKT-000123')).toBe(123)
    expect(ticketNumberOf('tkt123')).toBe(123)
    expect(ticketNumberOf(' 42 ')).toBe(42)
    expect(ticketNumberOf('TKT-0')).toBeNull()
    expect(ticketNumberOf('scooter')).toBeNull()
  })
})

describe('the ticket dialog’s values (src/features/ticket/form-values.ts)', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

  it('turns days into India midnights and back', () => {
    expect(dayToIndiaSeconds('2026-06-01')).toBe(JUNE_1)
    expect(indiaSecondsToDay(JUNE_1)).toBe('2026-06-01')
    expect(dayToIndiaSeconds('2026-02-30')).toBeUndefined()
    expect(indiaSecondsToDay(null)).toBe('')
  })

  it('round-trips a ticket’s details through the form', () => {
    const details = {
      title: 'Charger light stays red',
      serviceCentre: { _id: CENTRE, title: 'Koramangala' },
      type: 'charging',
      priority: 'high',
      description: null,
      customer: { _id: TICKET, fname: 'Asha', lname: null, mobileNo: '9876543210' },
      dayOfResolving: JUNE_1 + 3 * DAY,
      holdTill: JUNE_1 + DAY,
      attachments: ['/api/admin/local/file/images/a.png'],
    } as unknown as TicketDetails
    const values = valuesOf({ ticket: details })
    expect(values).toEqual({
      title: 'Charger light stays red',
      scuId: CENTRE,
      type: 'charging',
      priority: 'high',
      description: '',
      customerMobileNo: '9876543210',
      dayOfResolving: '2026-06-04',
      holdTill: '2026-06-02',
      attachments: ['/api/admin/local/file/images/a.png'],
    })
    expect(ticketForm.parse(payloadOf(values))).toMatchObject({
      dayOfResolving: JUNE_1 + 3 * DAY,
      holdTill: JUNE_1 + DAY,
      customerMobileNo: '9876543210',
    })
  })

  it('the resolver gives the shared schema’s messages per field', async () => {
    const values: Values = {
      ...emptyValues(),
      title: 'x',
      scuId: CENTRE,
      type: 'app',
      dayOfResolving: '2026-06-01',
      holdTill: '2026-06-03',
    }
    const r = await ticketResolver(i18n)(values, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(r.errors.dayOfResolving?.message).toBe(M.resolveAfterHold)
    const empty = await ticketResolver(i18n)(emptyValues(), undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(Object.keys(empty.errors).sort()).toEqual(['scuId', 'title', 'type'])
  })

  it('the stage dialog’s body carries the stage seen and Hold Till as a day', () => {
    expect(statusBody.parse(statusBodyOf(TICKET, 'inprogress', 'hold', '2026-06-02'))).toEqual({
      recordId: TICKET,
      from: 'inprogress',
      stage: 'hold',
      holdTill: JUNE_1 + DAY,
    })
    expect(messagesOf(statusBody.safeParse(statusBodyOf(TICKET, 'inprogress', 'hold', '')))).toEqual({ holdTill: M.holdTillRequired })
  })

  it('knows the translation of the contract’s own messages', () => {
    expect(ticketServerTexts.get(M.resolveAfterHold)).toBeDefined()
    expect(ticketServerTexts.get(M.holdTillRequired)).toBeDefined()
  })
})
