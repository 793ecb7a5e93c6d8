import { defineSeed } from '../../db/seed/step'
import { bulkSubscriptions } from './bulk-seed'

/**
 * The subscriptions' demo data is the core seed's (the plans and the customers' recharges: server/db/seed/recharges.ts);
 * this step only offers `npm run seed -- --subscriptions N` (bulk-seed.ts).
 */
export default defineSeed({
  order: 91,
  seed: 91,
  bulk: bulkSubscriptions,
  async run() {},
})
