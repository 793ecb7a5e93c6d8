import { describe, expect, it } from 'vitest'
import { CRM_MESSAGES, leadForm, normaliseMobile, outcomeOf, reassignBody } from '../../shared/api/crm'
import { crmApi } from '../../src/features/crm/api'
import { LocalTelephony } from '../../server/providers/telephony'
import { crmSearchSchema } from '../../src/features/crm/search'
import { dayToUnix } from '../../src/features/crm/components/followups-section'

describe('CRM deep link (search schema)', () => {
  it('keeps a 10-digit number, also as a number or with +91 / 0 prefixes', () => {
    expect(crmSearchSchema({ mobileNo: '9876543210' })).toMatchObject({ mobileNo: '9876543210', mobileNoRejected: undefined })
    expect(crmSearchSchema({ mobileNo: 9876543210 }).mobileNo).toBe('9876543210')
    expect(crmSearchSchema({ mobileNo: '+919876543210' }).mobileNo).toBe('9876543210')
    expect(crmSearchSchema({ mobileNo: '09876543210' }).mobileNo).toBe('9876543210')
    expect(crmSearchSchema({})).toMatchObject({ mobileNo: undefined, mobileNoRejected: undefined })
  })
  it('rejects anything else without throwing, and keeps the table state', () => {
    for (const bad of ['12345', 'abc', '98765432101', '', '<script>', { a: 1 }, [1]]) {
      const out = crmSearchSchema({ mobileNo: bad, page: 2, callStatus: 'existed' })
      expect(out.mobileNo, JSON.stringify(bad)).toBeUndefined()
      expect(out.page).toBe(2)
      expect(out.callStatus).toBe('existed')
    }
    expect(crmSearchSchema({ mobileNo: 'abc' }).mobileNoRejected).toBe('abc')
    // The router validates the validated search again when it builds the location: the rejection survives.
    expect(crmSearchSchema(crmSearchSchema({ mobileNo: 'abc' })).mobileNoRejected).toBe('abc')
    expect(crmSearchSchema(crmSearchSchema({ mobileNo: '+919876543210' })).mobileNo).toBe('9876543210')
    expect(crmSearchSchema({ callStatus: 'won', marketingType: 'carrier' })).toMatchObject({
      callStatus: undefined,
      marketingType: undefined,
    })
  })
})

describe('CRM shared rules', () => {
  it('normalises phone numbers to 10 digits', () => {
    expect(normaliseMobile('+91 98765-43210')).toBe('9876543210')
    expect(normaliseMobile('919876543210')).toBe('9876543210')
    expect(normaliseMobile('12')).toBeNull()
    expect(normaliseMobile('98765x3210')).toBeNull()
  })
  it('validates the lead form', () => {
    expect(leadForm.parse({ fname: ' Asha ', mobileNo: '+919876543210', email: '', marketingType: ['google'] })).toEqual({
      fname: 'Asha',
      mobileNo: '9876543210',
      marketingType: ['google'],
      callStatus: 'new_lead',
    })
    expect(leadForm.safeParse({ fname: '', mobileNo: '9876543210' }).error?.issues[0]?.message).toBe('Please fill all the mandatory fields')
    expect(leadForm.safeParse({ fname: 'A', mobileNo: '98765' }).error?.issues[0]?.message).toBe('Please enter valid mobile number')
    expect(leadForm.safeParse({ fname: 'A', mobileNo: '9876543210', marketingType: ['nope'] }).success).toBe(false)
    expect(leadForm.safeParse({ fname: 'A', mobileNo: '9876543210', callStatus: 'won' }).success).toBe(false)
    expect(reassignBody.safeParse({ leadIds: [], assignedTo: '00000000-0000-4000-8000-000000000000' }).success).toBe(false)
  })
  it('takes lead names in every script in the lead dialog’s check (the contract’s form, the shared PERSON_NAME rule)', () => {
    expect(crmApi.record.form).toBe(leadForm)
    for (const [fname, lname] of [
      ['राहुल', 'शर्मा'],
      ['ಅನಿಲ್', ''],
      ['தமிழ்செல்வன்', ''],
      ['王伟', "O'Brien"],
      ['Jean-Luc', 'St. John'],
    ] as [string, string][]) {
      expect(leadForm.safeParse({ fname, lname, mobileNo: '9876543210' }).success, fname).toBe(true)
    }
    expect(leadForm.safeParse({ fname: 'राहुल2', mobileNo: '9876543210' }).error?.issues[0]?.message).toBe(CRM_MESSAGES.lettersOnly)
  })
  it('maps provider statuses to call outcomes', () => {
    expect(outcomeOf('completed')).toBe('completed')
    expect(outcomeOf('no_answer')).toBe('no-answer')
    expect(outcomeOf('cancelled')).toBe('canceled')
    expect(outcomeOf('in-progress')).toBe('requested')
  })
  it('the local telephony completes at once, the same way every time', async () => {
    const t = new LocalTelephony()
    const req = { callId: 'c1', agentNumber: '9000000002', customerNumber: '9876543210', statusCallbackUrl: null }
    const a = await t.connect(req)
    expect(a).toMatchObject({ providerCallId: 'local-c1', status: 'completed' })
    expect(a.duration).toBeGreaterThanOrEqual(20)
    expect(a.duration).toBeLessThan(260)
    expect((await t.connect(req)).duration).toBe(a.duration)
    expect(await t.connect({ ...req, customerNumber: '9876543200' })).toMatchObject({ status: 'no-answer', duration: 0 })
  })
  it('turns a date field into Unix seconds of its midnight in India', () => {
    expect(dayToUnix('2026-06-10')).toBe(Date.UTC(2026, 5, 10) / 1000 - 19_800)
    expect(dayToUnix('')).toBeNull()
    expect(dayToUnix('10/06/2026')).toBeNull()
  })
})
