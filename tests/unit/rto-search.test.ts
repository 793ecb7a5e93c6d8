import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { RTO_SEARCH_MESSAGES, rtoSearchTableContract, rtoVehicleNo } from '../../shared/api/rto-search.table'
import { listBody, tableSearchSchema } from '../../src/components/data-table/search-schema'
import { rtoSearchTable } from '../../src/features/rto-search/rto-search-table'

const vehicleNo = rtoVehicleNo(z)

describe('the RTO search box', () => {
  it('takes the text upper-cased without spaces, refuses other characters and more than 30', () => {
    expect(vehicleNo.parse(' ka 01 ab 1234 ')).toBe('KA01AB1234')
    expect(vehicleNo.parse('bk2611-000123')).toBe('BK2611-000123')
    expect(vehicleNo.parse('+91 98450 12345')).toBe('+919845012345')
    expect(vehicleNo.safeParse('KA01<script>').success).toBe(false)
    expect(vehicleNo.safeParse('X'.repeat(31)).success).toBe(false)
    expect(vehicleNo.safeParse('X'.repeat(30)).success).toBe(true)
  })

  it('keeps the box in the URL upper-cased and sends it as vehicleNo', () => {
    const search = tableSearchSchema(rtoSearchTableContract)({ search: 'ka01ab1234', rtoStatus: 'applied' })
    expect(search.search).toBe('KA01AB1234')
    const filterIds = (rtoSearchTable.filters ?? []).map((f) => f.id)
    expect(listBody(search, { defaultPageSize: 10, filterIds, globalSearchField: rtoSearchTable.globalSearch?.field })).toMatchObject({
      vehicleNo: 'KA01AB1234',
      rtoStatus: 'applied',
      page: 0,
    })
    expect(rtoSearchTable.globalSearch?.maxLength).toBe(30)
  })
})

describe('the RTO search box refuses what the server refuses (issue 35)', () => {
  it('takes exactly the texts the contract takes, and says the contract’s message', () => {
    const allowed = rtoSearchTable.globalSearch?.allowed
    expect(allowed).toBeDefined()
    for (const text of ['ka 01 ab 1234', 'BK2611-000123', '+91 98450 12345', 'KA/01', 'KA01@12', 'KA01#12', 'a_b', 'x.y', 'é']) {
      const box = allowed!.pattern.test(text.toUpperCase().replace(/\s+/g, ''))
      expect(box, text).toBe(vehicleNo.safeParse(text).success)
    }
    expect(allowed!.pattern.test('KA01@12')).toBe(false)
    expect(allowed!.pattern.test('KA01#12')).toBe(false)
    const refusal = vehicleNo.safeParse('KA01@12')
    expect(refusal.success ? null : refusal.error.issues[0]?.message).toBe(RTO_SEARCH_MESSAGES.vehicleNo)
    expect(allowed!.message.message ?? allowed!.message.id).toBe(RTO_SEARCH_MESSAGES.vehicleNo)
    expect(rtoSearchTable.refusalTexts?.get(RTO_SEARCH_MESSAGES.vehicleNo)).toBe(allowed!.message)
  })
})
