import { describe, expect, it } from 'vitest'
import { ENQUIRY_TYPES, enquiryForm, enquiryImageUrl, optionsBody } from '../../shared/api/enquiry'
import { enquiryImageDecision } from '../../src/features/enquiry/image-prepare'
import { enquiryTableContract } from '../../shared/api/enquiry'
import { tableSearchSchema } from '../../src/components/data-table/search-schema'

const enquirySearchSchema = tableSearchSchema(enquiryTableContract)

const MB = 1024 * 1024

describe('enquiry images', () => {
  it('refuses other types and files over 3 MB, compresses over 1 MB, sends the rest', () => {
    expect(enquiryImageDecision({ size: 100, type: 'image/gif' })).toBe('notImage')
    expect(enquiryImageDecision({ size: 4 * MB, type: 'image/png' })).toBe('tooLarge')
    expect(enquiryImageDecision({ size: 3 * MB + 1, type: 'image/jpeg' })).toBe('tooLarge')
    expect(enquiryImageDecision({ size: 3 * MB, type: 'image/jpeg' })).toBe('compress')
    expect(enquiryImageDecision({ size: 2 * MB, type: 'image/png' })).toBe('compress')
    expect(enquiryImageDecision({ size: MB, type: 'image/png' })).toBe('send')
  })

  it('keeps only addresses of the images folder', () => {
    expect(enquiryImageUrl.safeParse(`/api/admin/local/file/images/${'a'.repeat(32)}.png`).success).toBe(true)
    for (const bad of ['https://x.example/a.png', `/api/admin/local/file/docs/${'a'.repeat(32)}.png`, 'javascript:alert(1)'])
      expect(enquiryImageUrl.safeParse(bad).success).toBe(false)
  })
})

describe('enquiry form and options', () => {
  const base = { fname: ' Kavya ', mobileNo: '7012345678', enquiryType: 'general', ticketNo: 'T-1' }
  it('trims, defaults status open, active yes and an empty resolution', () => {
    const r = enquiryForm.parse(base)
    expect(r).toMatchObject({ fname: 'Kavya', status: 'open', active: true, attachment: [], resolved: { attachment: [], resolver: {} } })
  })
  it('refuses bad fields with the spec messages', () => {
    expect(enquiryForm.safeParse({ ...base, fname: ' ' }).error?.issues[0]?.message).toBe('Please fill all the mandatory fields')
    expect(enquiryForm.safeParse({ ...base, mobileNo: '123' }).error?.issues[0]?.message).toBe('Please enter valid mobile number')
    expect(enquiryForm.safeParse({ ...base, status: 'pending' }).success).toBe(false)
    // The type is any short value (the server checks it is an active value of the 'requestType' option list).
    expect(enquiryForm.safeParse({ ...base, enquiryType: 'warrantyClaim' }).success).toBe(true)
    for (const enquiryType of ['', '  ', 'x'.repeat(41), 7])
      expect(enquiryForm.safeParse({ ...base, enquiryType }).error?.issues[0]?.message).toBe('Please select an enquiry type')
  })
  it("knows the option list 'requestType' only", () => {
    expect(optionsBody.safeParse({ name: 'requestType' }).success).toBe(true)
    expect(optionsBody.safeParse({ name: 'other' }).success).toBe(false)
    expect(ENQUIRY_TYPES.length).toBeGreaterThan(0)
  })
})

describe('enquiry search params', () => {
  it('keeps valid filters and drops broken ones', () => {
    expect(enquirySearchSchema({ status: 'closed', active: 'false', startDate: '1700000000', enquiryType: 'service' })).toMatchObject({
      status: 'closed',
      active: false,
      startDate: 1700000000,
      enquiryType: 'service',
    })
    const broken = enquirySearchSchema({ status: 'pending', startDate: 'soon', enquiryType: 'x'.repeat(41), sort: 'password' })
    expect([broken.status, broken.startDate, broken.enquiryType, broken.sort]).toEqual([undefined, undefined, undefined, undefined])
  })
})
