import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  assignBody,
  customerBody,
  linesTotal,
  partsBody,
  SERVICE_REQUEST_MESSAGES as M,
  serviceRequestForm,
  serviceRequestNo,
  serviceRequestNumberOf,
  serviceRequestUpdateForm,
  statusBody,
  type ServiceRequestDetails,
} from '@shared/api/servicereq'
import { emptyValues, payloadOf, serviceRequestResolver, valuesOf, type Values } from '@/features/servicereq/form-values'
import { SERVICE_REQUEST_TEXTS, serviceRequestServerTexts } from '@/features/servicereq/messages'

const CENTRE = '0190a6a0-0000-7000-8000-000000000001'
const REQUEST = '0190a6a0-0000-7000-8000-000000000002'
/** 1 June 2026, midnight in India. */
const JUNE_1 = Date.parse('2026-05-31T18:30:00Z') / 1000

const base = { customerMobileNo: '9876543210', scuId: CENTRE, requestedDay: JUNE_1, slot: 'morning', services: ['General service'] }
const messageOf = (body: Record<string, unknown>) => {
  const r = serviceRequestForm.safeParse({ ...base, ...body })
  return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message }
}

describe('the service request form (shared/api/servicereq.ts)', () => {
  it('takes a minimal request and fills the defaults', () => {
    expect(serviceRequestForm.parse(base)).toEqual({ ...base, pickup: false, estimate: [], bill: [] })
  })

  it('reads the mobile number, upper-cases the vehicle number and turns rupees into paise exactly', () => {
    const r = serviceRequestForm.parse({
      ...base,
      customerMobileNo: '+91 98765 43210',
      vehicleNo: ' ka01ab1234 ',
      estimate: [
        { description: ' Labour ', amount: '0.10' },
        { description: 'Pads', amount: '1,23,456.7' },
        { description: 'Tube', amount: 0.3 },
      ],
    })
    expect(r.customerMobileNo).toBe('9876543210')
    expect(r.vehicleNo).toBe('KA01AB1234')
    expect(r.estimate).toEqual([
      { description: 'Labour', amountPaise: 10 },
      { description: 'Pads', amountPaise: 12345670 },
      { description: 'Tube', amountPaise: 30 },
    ])
    expect(linesTotal(r.estimate)).toBe(12345710)
  })

  it('names each problem with its message', () => {
    expect(messageOf({ customerMobileNo: '' })).toEqual({ path: 'customerMobileNo', message: M.customer })
    expect(messageOf({ customerMobileNo: '123' })).toEqual({ path: 'customerMobileNo', message: M.validMobile })
    expect(messageOf({ vehicleNo: 'KA#1' })).toEqual({ path: 'vehicleNo', message: M.vehicleNo })
    expect(messageOf({ scuId: '' })).toEqual({ path: 'scuId', message: M.centre })
    expect(messageOf({ branchId: 'nope' })).toEqual({ path: 'branchId', message: M.branch })
    expect(messageOf({ requestedDay: undefined })).toEqual({ path: 'requestedDay', message: M.day })
    expect(messageOf({ requestedDay: 'soon' })).toEqual({ path: 'requestedDay', message: M.date })
    expect(messageOf({ slot: 'night' })).toEqual({ path: 'slot', message: M.slot })
    expect(messageOf({ services: [] })).toEqual({ path: 'services', message: M.services })
    expect(messageOf({ services: ['ok', ' '] })).toEqual({ path: 'services.1', message: M.service })
    expect(messageOf({ services: ['x'.repeat(101)] })).toEqual({ path: 'services.0', message: M.serviceTooLong })
    expect(messageOf({ services: Array.from({ length: 21 }, () => 'x') })).toEqual({ path: 'services', message: M.tooManyServices })
    expect(messageOf({ pickup: true, pickupAddress: ' ' })).toEqual({ path: 'pickupAddress', message: M.pickupAddress })
    expect(messageOf({ bill: [{ description: '', amount: '1' }] })).toEqual({ path: 'bill.0.description', message: M.lineDescription })
    for (const amount of ['', '1.234', '-1', 'abc', '1000000000'])
      expect(messageOf({ bill: [{ description: 'L', amount }] }), amount).toEqual({ path: 'bill.0.amount', message: M.amount })
    expect(messageOf({ estimate: Array.from({ length: 31 }, () => ({ description: 'L', amount: '1' })) })).toEqual({
      path: 'estimate',
      message: M.tooManyLines,
    })
    expect(messageOf({ remarks: 'x'.repeat(1001) })).toEqual({ path: 'remarks', message: M.tooLong })
  })

  it('numbers requests SRQ-000123 and reads typed numbers back', () => {
    expect(serviceRequestNo(123)).toBe('SRQ-000123')
    expect(serviceRequestNumberOf('SRQ-000123')).toBe(123)
    expect(serviceRequestNumberOf('srq123')).toBe(123)
    expect(serviceRequestNumberOf('42')).toBe(42)
    expect(serviceRequestNumberOf('TKT-1')).toBeNull()
  })

  it('checks the other calls’ bodies', () => {
    expect(statusBody.safeParse({ recordId: REQUEST, status: 'requested' }).success).toBe(false)
    expect(statusBody.parse({ recordId: REQUEST, status: 'ready', from: 'inservice' }).status).toBe('ready')
    expect(assignBody.safeParse({ recordId: REQUEST }).error?.issues[0]?.message).toBe(M.selectTechnician)
    expect(customerBody.parse({ mobileNo: '098765 43210' }).mobileNo).toBe('9876543210')
  })

  it('checks the parts body: a product and 1–1000 whole units', () => {
    const body = { recordId: REQUEST, productId: CENTRE }
    expect(partsBody.parse({ ...body, quantity: 1000 }).quantity).toBe(1000)
    expect(partsBody.safeParse({ recordId: REQUEST, quantity: 1 }).error?.issues[0]?.message).toBe(M.product)
    for (const quantity of [0, 1001, 1.5, -1, '2', undefined])
      expect(partsBody.safeParse({ ...body, quantity }).error?.issues[0]?.message).toBe(M.partsQuantity)
    expect(M.insufficientStock).toBe('insufficient stock')
  })
})

describe('the service request dialog’s values (src/features/servicereq/form-values.ts)', () => {
  const details: ServiceRequestDetails = {
    _id: REQUEST,
    requestNo: 'SRQ-000007',
    customer: { _id: 'c', fname: 'Asha', lname: null, mobileNo: '9876543210' },
    vehicleNo: 'KA01AB1234',
    serviceCentre: { _id: CENTRE, title: 'Koramangala' },
    branch: null,
    requestedDay: JUNE_1,
    slot: 'evening',
    services: ['Wash'],
    pickup: true,
    pickupAddress: '1, MG Road',
    status: 'ready',
    technician: null,
    estimate: [{ description: 'Wash', amountPaise: 19900 }],
    bill: [{ description: 'Wash', amountPaise: 5 }],
    estimateTotal: 19900,
    billTotal: 5,
    remarks: null,
    active: true,
    createdAt: JUNE_1,
    updatedAt: JUNE_1,
    version: 3,
    parts: [],
  }

  it('round-trips a request through the form values and the update schema', () => {
    const v = valuesOf({ serviceRequest: details })
    expect(v).toMatchObject({ requestedDay: '2026-06-01', services: [{ text: 'Wash' }], bill: [{ description: 'Wash', amount: '0.05' }] })
    const parsed = serviceRequestUpdateForm.parse({ ...payloadOf(v), recordId: REQUEST, version: 3 })
    expect(parsed).toMatchObject({ requestedDay: JUNE_1, bill: [{ description: 'Wash', amountPaise: 5 }], pickupAddress: '1, MG Road' })
  })

  it('sends no pickup address without a pickup, and the resolver puts list messages on their rows', async () => {
    const v: Values = {
      ...emptyValues(),
      pickupAddress: 'kept in the form',
      services: [{ text: '' }],
      bill: [{ description: 'x', amount: 'y' }],
    }
    expect(payloadOf(v).pickupAddress).toBe('')
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const r = await serviceRequestResolver(i18n, true)(v, undefined, {} as never)
    const errors = r.errors as Record<string, unknown>
    expect(Object.keys(errors).sort()).toEqual(['bill', 'customerMobileNo', 'requestedDay', 'scuId', 'services', 'slot'])
    expect((errors.services as { text: { message: string } }[])[0]!.text.message).toBe(M.service)
    expect((errors.bill as { amount: { message: string } }[])[0]!.amount.message).toBe(M.amount)
    const past = await serviceRequestResolver(i18n, true)({ ...v, requestedDay: '2000-01-01' }, undefined, {} as never)
    expect((past.errors as Record<string, { message: string }>).requestedDay!.message).toBe(M.pastDay)
  })

  it('knows a translation of every own server message', () => {
    for (const key of Object.keys(SERVICE_REQUEST_TEXTS) as (keyof typeof SERVICE_REQUEST_TEXTS)[])
      expect(serviceRequestServerTexts.has(M[key]), key).toBe(true)
  })
})
