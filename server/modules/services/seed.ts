import { asc, eq } from 'drizzle-orm'
import { type ServiceFormInput, serviceForm } from '../../../shared/api/services'
import { products } from '../../db/schema/inventory'
import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { serviceColumns } from './data'
import { serviceProducts, services } from './schema'

type Demo = Omit<ServiceFormInput, 'products'> & {
  /** Words a consumed product's name may hold, and how many products the service consumes (0–3). */
  uses: readonly string[]
  count: number
}

const s = (
  name: string,
  hsn: string | undefined,
  price: string,
  durationMinutes: number,
  discount: [ServiceFormInput['discountType'], string?],
  uses: readonly string[],
  count: number,
  taxPercent = '18',
): Demo => ({
  name,
  hsn,
  price,
  durationMinutes,
  taxPercent,
  discountType: discount[0],
  discountValue: discount[1],
  uses,
  count,
  active: true,
})

/** The demo catalogue of an EV two-wheeler service centre (SAC 9987: maintenance and repair services). */
export const DEMO_SERVICES: readonly Demo[] = [
  s('Periodic service', '998714', '1200', 120, ['percent', '10'], ['oil', 'grease', 'lubricant', 'filter'], 2),
  s('Brake pad replacement', '998714', '650', 45, ['none'], ['brake'], 1),
  s('Battery health check', '998714', '300', 30, ['none'], [], 0),
  s('BMS firmware update', '998713', '500', 40, ['flat', '100'], [], 0),
  s('Tyre replacement', '998714', '450', 40, ['none'], ['tyre', 'tube', 'valve'], 2),
  s('Controller diagnosis', '998714', '800', 60, ['none'], [], 0),
  s('Wiring harness repair', '998714', '1500', 150, ['percent', '5'], ['wire', 'harness', 'connector', 'tape'], 3),
  s('Paint touch-up', '998714', '900', 90, ['none'], ['paint', 'primer', 'polish'], 2),
  s('EV conversion kit fitting', '998714', '5000', 480, ['flat', '500'], ['kit', 'bracket', 'connector'], 3),
  s('Charger repair', '998714', '750', 60, ['none'], ['charger', 'fuse', 'connector'], 1),
  s('Motor bearing replacement', '998714', '1800', 120, ['none'], ['bearing', 'seal'], 2),
  s('Hub motor inspection', '998714', '400', 45, ['none'], [], 0),
  s('Throttle replacement', '998714', '600', 30, ['none'], ['throttle'], 1),
  s('Headlamp and indicator repair', '998714', '350', 30, ['none'], ['lamp', 'bulb', 'led', 'indicator'], 1),
  s('Suspension service', '998714', '1100', 90, ['percent', '12.5'], ['fork', 'oil', 'suspension'], 2),
  s('Battery cell balancing', '998714', '2500', 240, ['none'], [], 0),
  s('Brake cable adjustment', '998714', '200', 20, ['none'], ['cable'], 1),
  s('Full body wash and polish', undefined, '250', 45, ['flat', '50'], ['polish', 'shampoo', 'wax'], 1),
  s('DC-DC converter replacement', '998714', '2200', 75, ['none'], ['converter'], 1),
  s('Annual maintenance package', '998714', '3500', 180, ['percent', '15'], ['brake', 'oil', 'grease'], 3),
  { ...s('Speed sensor calibration (retired)', '998714', '300', 30, ['none'], [], 0), active: false },
]

/**
 * The demo services (order 62, after the master data's products at 60), created a day apart before now. Each consumes
 * up to its count of products: those whose names hold one of its words first, then others at random; none when the
 * products table is empty. Every service is parsed by the form's own schema.
 */
export default defineSeed({
  order: 62,
  seed: 62,
  async run(db, { now, rng }) {
    const stock = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.name), asc(products.id))
    const n = DEMO_SERVICES.length
    for (const [i, demo] of DEMO_SERVICES.entries()) {
      const { uses, count, ...fields } = demo
      const wanted = Math.min(count, stock.length)
      const picked = stock.filter((p) => uses.some((w) => p.name.toLowerCase().includes(w))).slice(0, wanted)
      while (picked.length < wanted) {
        const p = rng.pick(stock)
        if (!picked.includes(p)) picked.push(p)
      }
      const form = serviceForm.parse({
        ...fields,
        products: picked.map((p) => ({ productId: p.id, quantity: rng.int(1, 2) })),
      })
      const at = new Date(now.getTime() - (n - i) * DAY_MS)
      const [row] = await db
        .insert(services)
        .values({ ...serviceColumns(form), createdAt: at, updatedAt: at })
        .returning({ id: services.id })
      if (form.products.length)
        await db
          .insert(serviceProducts)
          .values(form.products.map((p) => ({ serviceId: row!.id, productId: p.productId, quantity: p.quantity })))
    }
  },
})
