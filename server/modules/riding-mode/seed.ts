import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { ridingModes } from './schema'

type Mode = Omit<typeof ridingModes.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdById'>

/** The demo riding modes: four active controller profiles and a retired one (soft deleted). */
export const DEMO_RIDING_MODES: readonly Mode[] = [
  mode('Eco', [80, 40, 0.5, 0.6, 35, 15, 45, 10, 0, 2500, 800], true),
  mode('City', [110, 50, 0.7, 0.7, 45, 20, 60, 10, 10, 3500, 800], true),
  mode('Sport', [150, 60, 1, 0.8, 60, 25, 80, 12, 25, 5000, 1000], true),
  mode('Park Assist', [40, 30, 0.3, 0.5, 20, 10, 5, 5, 0, 800, 600], false),
  { ...mode('Turbo (retired)', [180, 70, 1, 0.9, 70, 30, 90, 12, 35, 6000, 1000], true), active: false },
]

function mode(title: string, n: readonly number[], regenBreaking: boolean): Mode {
  const [a, b, c, d, e, f, g, h, i, j, k] = n as [number, number, number, number, number, number, number, number, number, number, number]
  return {
    title,
    maxMotorCurrent: a,
    maxBrakingCurrent: b,
    maxAccelerateCurrentScale: c,
    maxBrakeCurrentScale: d,
    maxBatteryCurrent: e,
    maxRegenerativeBrakingBatCurrent: f,
    maxFwdSpeed: g,
    maxRevSpeed: h,
    fieldWeakeningCurrent: i,
    maxFwdPower: j,
    maxRevPower: k,
    regenBreaking,
    active: true,
  }
}

/** The demo riding modes, created a day apart before now. */
export default defineSeed({
  order: 30,
  seed: 0,
  async run(db, { now }) {
    const n = DEMO_RIDING_MODES.length
    await db.insert(ridingModes).values(
      DEMO_RIDING_MODES.map((m, i) => {
        const at = new Date(now.getTime() - (n - i) * DAY_MS)
        return { ...m, createdAt: at, updatedAt: at }
      }),
    )
  },
})
