import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { colours } from './schema'

/** The demo colours: four active ones and a retired one (soft deleted); valid by the colour form. */
export const DEMO_COLOURS: readonly { name: string; code: string; active: boolean }[] = [
  { name: 'Racing Red', code: '#D62828', active: true },
  { name: 'Ocean Blue', code: '#1D4E89', active: true },
  { name: 'Lime Green', code: '#7CB518', active: true },
  { name: 'Pearl White', code: '#F4F4F2', active: true },
  { name: 'Matt Grey (retired)', code: '#6C757D', active: false },
]

/** The demo colours, created a day apart before now. */
export default defineSeed({
  order: 60,
  seed: 60,
  async run(db, { now }) {
    const n = DEMO_COLOURS.length
    await db.insert(colours).values(
      DEMO_COLOURS.map((c, i) => {
        const at = new Date(now.getTime() - (n - i) * DAY_MS)
        return { ...c, createdAt: at, updatedAt: at }
      }),
    )
  },
})
