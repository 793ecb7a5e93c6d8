import { defineSeed } from '../../db/seed/step'
import { bulkCalls } from './bulk-seed'

/**
 * The users module's demo data is the core seed's (accounts, customers, the company phones' contacts and calls:
 * server/db/seed/phone.ts); this step only offers `npm run seed -- --calls N` (bulk-seed.ts).
 */
export default defineSeed({
  order: 90,
  seed: 90,
  bulk: bulkCalls,
  async run() {},
})
