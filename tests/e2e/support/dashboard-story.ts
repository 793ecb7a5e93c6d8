import { afterEach, beforeAll, expect } from 'vitest'
import { type Account, advanceClock, indiaDay, signInApi } from './dashboard-api'
import { type DataSet, makeDataSet } from './dashboard-data'
import { signedInPages } from './pages'
import { useProduct } from './suite'

export const SUPER_ADMIN = '9000000001'
export const FRANCHISE = '9000000003'
const TECHNICIAN = '9000000005'

export interface Story {
  product: ReturnType<typeof useProduct>
  pageAs: ReturnType<typeof signedInPages>
  /** The data set made for the file, its range as search params (`start=…&end=…`) and the admin's API session. */
  readonly set: DataSet
  readonly range: string
  readonly admin: Account
}

/**
 * The dashboards' story setup (issue 22), one per file: the product on its own server with the test clock, moved two
 * years on so every demo row lies in the past, and the small known data set made through the API (dashboard-data.ts);
 * every test's page must raise no error.
 */
export function useDashboardStory(): Story {
  const product = useProduct({ TEST_CLOCK: 'true' })
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  const made = {} as { set: DataSet; range: string; admin: Account }
  beforeAll(async () => {
    const url = product.server.url
    const now = await advanceClock(url, 730)
    const [admin, franchise, phone] = await Promise.all([SUPER_ADMIN, FRANCHISE, TECHNICIAN].map((m) => signInApi(url, m)))
    made.set = await makeDataSet(url, indiaDay(now), { admin: admin!, franchise: franchise!, phone: phone! })
    made.range = `start=${made.set.start}&end=${made.set.end}`
    made.admin = admin!
  }, 180_000)
  return {
    product,
    pageAs,
    get set() {
      return made.set
    },
    get range() {
      return made.range
    },
    get admin() {
      return made.admin
    },
  }
}
