import { describe, expect, it } from 'vitest'
import { listBody, nextSearch, PAGE_SIZES, tableSearchSchema } from '../../src/components/data-table/search-schema'
import { usersTableContract } from '../../shared/api/users'

const usersSearchSchema = tableSearchSchema(usersTableContract)

/** The router hands plain text values to the schema (see src/router.ts). */
const parse = (params: Record<string, unknown>) => usersSearchSchema(params)

describe('the table’s search params', () => {
  it('reads a deep link: page, size, sort, order, keyword and filters', () => {
    expect(
      parse({ page: '3', pageSize: '50', sort: 'fname', order: 'asc', keyword: ' 9000000003 ', active: 'false', userType: 'scp' }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'fname',
      order: 'asc',
      keyword: '9000000003',
      active: false,
      userType: 'scp',
    })
    expect(parse({ active: 'true' }).active).toBe(true)
    expect(parse({ active: true }).active).toBe(true)
  })

  it('falls back instead of failing on odd values', () => {
    const odd = parse({
      page: '0',
      pageSize: '7',
      sort: 'password',
      order: 'sideways',
      keyword: '',
      active: 'maybe',
      userType: 'root',
      search: '',
    })
    expect(odd).toEqual({})
    expect(parse({ page: 'abc', pageSize: '1001' })).toEqual({})
    expect(parse({ page: '-2', pageSize: '' })).toEqual({})
    expect(parse({ page: '2.5' })).toEqual({})
    expect(parse({ keyword: 'x'.repeat(201) })).toEqual({})
    expect(parse({ keyword: ['array'] })).toEqual({})
    expect(parse({ search: 'ka01ab1234' }).search).toBe('KA01AB1234')
    expect(parse({})).toEqual({})
  })

  it('accepts exactly the page sizes of spec 001 section 9', () => {
    for (const size of PAGE_SIZES) expect(parse({ pageSize: String(size) }).pageSize).toBe(size)
    expect(PAGE_SIZES).toEqual([5, 10, 25, 50, 100, 250, 500, 1000])
  })

  it('goes back to page 1 on any change but the page, and leaves defaults out of the URL', () => {
    const current = { page: 4, pageSize: 50, sort: 'fname', order: 'asc' as const, keyword: 'ravi' }
    expect(nextSearch(current, { page: 5 }, 10)).toEqual({ ...current, page: 5 })
    expect(nextSearch(current, { keyword: 'asha' }, 10)).toEqual({ pageSize: 50, sort: 'fname', order: 'asc', keyword: 'asha' })
    expect(nextSearch(current, { pageSize: 10 }, 10)).toEqual({ sort: 'fname', order: 'asc', keyword: 'ravi' })
    expect(nextSearch(current, { sort: undefined, order: undefined }, 10)).toEqual({ pageSize: 50, keyword: 'ravi' })
    expect(nextSearch(current, { page: 1 }, 10)).toEqual({ pageSize: 50, sort: 'fname', order: 'asc', keyword: 'ravi' })
    expect(nextSearch({ keyword: 'x', active: true }, { keyword: '', active: undefined }, 10)).toEqual({})
  })

  it('builds the list body: zero-based page, sortOrder text, filters as typed', () => {
    const options = { defaultPageSize: 10, filterIds: ['active', 'userType'] }
    expect(listBody({}, options)).toEqual({ page: 0, pageSize: 10, sortOrder: 'false' })
    expect(
      listBody(
        parse({ page: '3', pageSize: '25', sort: 'odometer', order: 'asc', keyword: 'kumar', active: 'false', userType: 'user' }),
        options,
      ),
    ).toEqual({
      page: 2,
      pageSize: 25,
      sortField: 'odometer',
      sortOrder: 'true',
      keyword: 'kumar',
      active: false,
      userType: 'user',
    })
    expect(listBody({ sort: 'createdAt' }, options)).toMatchObject({ sortField: 'createdAt', sortOrder: 'false' })
    expect(listBody({ search: 'KA01' }, { ...options, globalSearchField: 'vehicleNo' })).toMatchObject({ vehicleNo: 'KA01' })
  })
})
