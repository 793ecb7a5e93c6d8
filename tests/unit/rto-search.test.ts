import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { rtoSearchTableContract, rtoVehicleNo } from '../../shared/api/rto-search.table'
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
