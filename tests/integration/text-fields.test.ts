import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { VM } from '../../shared/field-messages'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode'
import { grant } from '../../shared/permissions'
import { ridingModes, roles } from '../../server/db/schema'
import { BIDI_CONTROLS, firstMessage, NAME_KEY, textFields, withInside } from '../support/text-fields'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'
import { installWriteCounter, type WriteCounter } from './support/write-counter'

/**
 * Issue 34 defect 8: a title made only of U+202E was accepted for roles and riding modes. Text that shows nothing is
 * refused with the field's required message (110), a bidi override or isolate control in a name or title with its own,
 * and nothing is written; every route's body refuses those controls in its names and titles, optional ones too
 * (tests/unit/text-fields.test.ts walks the shared contracts).
 */
const A = '/api/admin'
const INVISIBLE_TITLES = ['\u202e', ' \u202e\u200b\u2066 ', '\ufeff\u200d']

const ridingMode = (title: string) => ({
  title,
  ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k, i) => [k, String(10 + i)])),
  regenBreaking: false,
  active: true,
})

describe.each(oneDatabase)('names and titles that show nothing or reorder on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let counter: WriteCounter

  beforeAll(async () => {
    h = await startHarness(tdb)
    counter = await installWriteCounter(h.database)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  /** Sends a request that must be refused with 110 and `message`, and checks that no row and no audit entry changed. */
  const refused = async (send: () => Promise<{ status: number; body: Record<string, unknown> }>, message: string) => {
    const before = await counter.read()
    const r = await send()
    expect(r.status, JSON.stringify(r.body)).toBe(400)
    expect(r.body).toMatchObject({ responseCode: 110, message })
    expect(await counter.read()).toEqual(before)
  }

  it('refuses a role name of U+202E alone (or other invisible text) and one holding a bidi control, on create and update', async () => {
    const rolesBefore = await h.database.db.select().from(roles)
    for (const name of INVISIBLE_TITLES) await refused(() => admin.post(`${A}/role/create`, { name }), 'Name is required')
    await refused(() => admin.post(`${A}/role/create`, { name: 'Desk\u202egnp.exe' }), VM.bidiControl)
    expect(await h.database.db.select().from(roles)).toHaveLength(rolesBefore.length)

    const made = await admin.post(`${A}/role/create`, { name: 'Night desk' })
    expect(made.body.responseCode).toBe(109)
    const roleId = made.body.roleId as string
    const update = (name: string) => () =>
      admin.update(`${A}/role/permission/update`, { roleId, name, active: true, permission: grant({}) })
    await refused(update('\u202e'), 'Name is required')
    await refused(update('Night\u2067 desk'), VM.bidiControl)
    const [row] = await h.database.db.select().from(roles).where(eq(roles.id, roleId))
    expect(row!.name).toBe('Night desk')
  })

  it('refuses a riding-mode title of U+202E alone (or other invisible text) and one holding a bidi control, on add and update', async () => {
    const modesBefore = await h.database.db.select().from(ridingModes)
    for (const title of INVISIBLE_TITLES) {
      await refused(() => admin.post(`${A}/riding-mode/add`, ridingMode(title)), 'Please fill all the mandatory fields')
    }
    await refused(() => admin.post(`${A}/riding-mode/add`, ridingMode('Eco\u202eprup')), VM.bidiControl)
    expect(await h.database.db.select().from(ridingModes)).toHaveLength(modesBefore.length)

    const recordId = modesBefore[0]!.id
    const update = (title: string) => () => admin.update(`${A}/riding-mode/update`, { ...ridingMode(title), recordId })
    await refused(update('\u202e'), 'Please fill all the mandatory fields')
    await refused(update('Sport\u202d'), VM.bidiControl)
    const [row] = await h.database.db.select().from(ridingModes).where(eq(ridingModes.id, recordId))
    expect(row!.title).toBe(modesBefore[0]!.title)
  })

  it('every route’s body refuses a bidi control in each name and title it takes, optional ones too', () => {
    const bodies = h.app.apiRoutes
      .filter((r) => r.body instanceof z.ZodType)
      .map((r) => [`${r.method} ${r.url}:body`, r.body] as [string, unknown])
    expect(bodies.length).toBeGreaterThan(100)
    const names = textFields(bodies).filter((f) => NAME_KEY.test(f.key))
    expect(names.map((f) => f.where)).toEqual(expect.arrayContaining(['POST /api/admin/role/create:body.name']))
    const wrong = names.flatMap((f) =>
      BIDI_CONTROLS.map((c) => withInside(f, c))
        .filter((v) => firstMessage(f.schema, v) !== VM.bidiControl)
        .map((v) => `${f.where} ${JSON.stringify(v)}: ${firstMessage(f.schema, v) ?? 'accepted'}`),
    )
    expect(wrong).toEqual([])
  })
})
