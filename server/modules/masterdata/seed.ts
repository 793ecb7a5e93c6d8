import { encodeBase64Text, productForm } from '../../../shared/api/masterdata'
import { products } from '../../db/schema'
import { defineSeed } from '../../db/seed/step'
import { formColumns } from './data'
import { demoProductForms } from './demo-products'

/**
 * The demo product catalogue: 35 parts of the EV two-wheeler business (conversion kits, LFP and NMC batteries of 48,
 * 60 and 72 V, hub motors, controllers, chargers, DC-DC converters, throttles, brakes, tyres, mirrors, helmets, paint,
 * consumables and tools), each validated by the add form's schema. SCU stocks and order requests read them.
 */
export default defineSeed({
  order: 60,
  seed: 60,
  async run(db, { now, accounts }) {
    const admin = accounts[0]?.id ?? null
    const rows = demoProductForms(encodeBase64Text).map((input, i) => {
      const at = new Date(now.getTime() - (60 - i) * 3_600_000)
      return { ...formColumns(productForm.parse(input)), createdById: admin, createdAt: at, updatedAt: at }
    })
    await db.insert(products).values(rows)
  },
})
