import { and, asc, eq } from 'drizzle-orm'
import { testDriveConfigForm, type DayForm, type SlotForm, type TestDriveConfigFormInput } from '../../../shared/api/testdrive-config'
import { WEEK_DAYS } from '../../../shared/api/testdrive-config.table'
import { branches, serviceCentres } from '../../db/schema'
import type { Db } from '../../db/client'
import { formColumns, slotsOf } from './config-data'
import { testDriveConfigs, testDriveSlots } from './schema'

/** A seeded configuration and its week, for the drives seeded into it. */
export interface SeededConfig {
  id: string
  branchId: string
  scuId: string
  slots: { id: string; day: number; startMin: number; endMin: number; capacity: number }[]
}

/** The day plans of the demo (start, end), all between 10:00 and 18:00, two to four slots each. */
const PLANS: readonly (readonly [string, string])[][] = [
  [
    ['10:00', '12:00'],
    ['12:00', '14:00'],
    ['14:00', '16:00'],
    ['16:00', '18:00'],
  ],
  [
    ['10:00', '13:00'],
    ['14:00', '18:00'],
  ],
  [
    ['10:00', '12:00'],
    ['13:00', '15:00'],
    ['16:00', '18:00'],
  ],
  [
    ['10:30', '12:30'],
    ['14:30', '17:30'],
  ],
  [
    ['11:00', '13:00'],
    ['13:30', '15:30'],
    ['16:00', '18:00'],
  ],
]
/** Saturday's shorter morning hours (some branches). */
const SATURDAY: readonly (readonly [string, string])[] = [
  ['10:00', '11:30'],
  ['11:30', '13:00'],
]

/** A branch's week: Sunday off; Monday to Saturday from its plan, a few days with other hours; limits 2 to 6. */
function weekOf(i: number): DayForm[] {
  return WEEK_DAYS.map((day, n): DayForm => {
    if (n === 0) return { day, isHoliday: true, slots: [] }
    const plan = n === 6 && i % 2 === 0 ? SATURDAY : n === 3 && i % 3 === 1 ? PLANS[(i + 2) % PLANS.length]! : PLANS[i % PLANS.length]!
    const slots = plan.map(([startAt, endAt], k): SlotForm => ({ startAt, endAt, limit: 2 + ((i + n + k) % 5) }))
    return { day, isHoliday: false, slots }
  })
}

/** The demo form of the i-th branch (valid by testDriveConfigForm). */
export function demoConfigForm(i: number, branch: { id: string; name: string; address: string | null }): TestDriveConfigFormInput {
  return {
    branchId: branch.id,
    title: `${branch.name} test rides`,
    instruction: 'Please bring your driving licence; rides start from the branch showroom.',
    address: branch.address ?? undefined,
    city: /Hosur/.test(branch.name) ? 'Hosur' : /Attibele/.test(branch.name) ? 'Attibele' : 'Bengaluru',
    state: /Hosur/.test(branch.name) ? 'Tamil Nadu' : 'Karnataka',
    country: 'India',
    contactPersonName: ['Anil Kumar', 'Deepa Rao', 'Suresh Gowda', 'Meena Iyer', 'Farhan Ali'][i % 5],
    contactEmail: `testrides${i + 1}@ev-service.example.com`,
    officeNo: `080-4123${String(1000 + i).slice(-4)}`,
    mobileNo: `98450${String(10_000 + i * 37).slice(-5)}`,
    week: weekOf(i),
    active: true,
  }
}

/**
 * The branches the demo configures, of the active branches of the active centres (ordered by centre, then name): all
 * but the last of each centre with three or more, left for 'Add Test Drive Config' (the demo technician's centre,
 * Koramangala, keeps 'Koramangala 4th Block' free).
 */
export function demoConfiguredBranches<B extends { scuId: string }>(ordered: readonly B[]): B[] {
  const count = new Map<string, number>()
  for (const b of ordered) count.set(b.scuId, (count.get(b.scuId) ?? 0) + 1)
  return ordered.filter((b, i) => count.get(b.scuId)! < 3 || ordered[i + 1]?.scuId === b.scuId)
}

/**
 * A configuration for the active branches of the active demo centres (demoConfiguredBranches), each form validated
 * with testDriveConfigForm before it is stored as the server stores it (formColumns, slotsOf). Called by the module's
 * seed step.
 */
export async function seedConfigs(db: Db, now: Date): Promise<SeededConfig[]> {
  const open = await db
    .select({ id: branches.id, name: branches.name, address: branches.address, scuId: branches.scuId })
    .from(branches)
    .innerJoin(serviceCentres, eq(serviceCentres.id, branches.scuId))
    .where(and(eq(branches.active, true), eq(serviceCentres.active, true)))
    .orderBy(asc(serviceCentres.title), asc(branches.name), asc(branches.id))
  const list = demoConfiguredBranches(open)
  if (list.length === 0) return []
  const forms = list.map((b, i) => testDriveConfigForm.parse(demoConfigForm(i, b)))
  const configs = await db
    .insert(testDriveConfigs)
    .values(forms.map((f, i) => ({ ...formColumns(f, list[i]!.scuId), createdAt: now, updatedAt: now })))
    .returning({ id: testDriveConfigs.id, branchId: testDriveConfigs.branchId, scuId: testDriveConfigs.scuId })
  const byBranch = new Map(configs.map((c) => [c.branchId, c]))
  const slotRows = forms.flatMap((f) => slotsOf(f).map((s) => ({ ...s, configId: byBranch.get(f.branchId)!.id, createdAt: now })))
  const slots = await db.insert(testDriveSlots).values(slotRows).returning({
    id: testDriveSlots.id,
    configId: testDriveSlots.configId,
    day: testDriveSlots.day,
    startMin: testDriveSlots.startMin,
    endMin: testDriveSlots.endMin,
    capacity: testDriveSlots.capacity,
  })
  return configs.map((c) => ({
    id: c.id,
    branchId: c.branchId,
    scuId: c.scuId,
    slots: slots
      .filter((s) => s.configId === c.id)
      .map(({ configId: _c, ...s }) => s)
      .sort((a, b) => a.day - b.day || a.startMin - b.startMin),
  }))
}
