import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode'
import { grant } from '../../shared/permissions'
import { RECORD_MESSAGES } from '../../shared/validation'
import { auditLog } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { customerForm } from './support/forms'
import { ACCOUNTS, signIn, startHarness, type Agent, type Answer, type Harness } from './support/harness'
import { detailsVersion } from './support/versions'

const A = '/api/admin'
// The harness clock: 2026-06-01T10:00:00Z.
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000)

/** A record kind: its update call, the audit entity, a body whose one field carries `mark`, and that field in the details. */
interface Kind {
  name: string
  url: string
  entity: string
  idField: string
  body: (id: string, mark: string) => Record<string, unknown>
  marked: (details: Answer['body']) => unknown
}

const ridingMode = (title: string) => ({ title, ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k, i) => [k, 10 + i])) })
const banner = (description: string) => ({
  title: 'Versioned ad',
  description,
  adPosition: 'top',
  typeOfLink: 'banner',
  startAt: NOW,
  endAt: NOW + 86_400,
})
const enquiry = (city: string) => ({ fname: 'Kiran', mobileNo: '6400000100', enquiryType: 'general', ticketNo: 'NLW-1', city })

const KINDS: Kind[] = [
  {
    name: 'user',
    url: `${A}/user/update`,
    entity: 'user',
    idField: 'userId',
    body: (userId, mark) => ({ ...customerForm('6400000001', { landmark: mark }), userId }),
    marked: (b) => (b.user as Record<string, unknown>).landmark,
  },
  {
    name: 'lead',
    url: `${A}/crm/update`,
    entity: 'lead',
    idField: 'leadId',
    body: (leadId, mark) => ({ leadId, fname: 'Meera', mobileNo: '6400000002', city: mark }),
    marked: (b) => (b.lead as Record<string, unknown>).city,
  },
  {
    name: 'enquiry',
    url: `${A}/enquiry/update`,
    entity: 'enquiry',
    idField: 'eId',
    body: (eId, mark) => ({ ...enquiry(mark), eId }),
    marked: (b) => (b.enquiry as Record<string, unknown>).city,
  },
  {
    name: 'riding mode',
    url: `${A}/riding-mode/update`,
    entity: 'ridingMode',
    idField: 'recordId',
    body: (recordId, mark) => ({ ...ridingMode(mark), recordId }),
    marked: (b) => (b.result as Record<string, unknown>).title,
  },
  {
    name: 'advertisement',
    url: `${A}/advertisement/update`,
    entity: 'advertisement',
    idField: 'AdvId',
    body: (AdvId, mark) => ({ ...banner(mark), AdvId }),
    marked: (b) => (b.adv as Record<string, unknown>).description,
  },
  {
    name: 'role (permission update)',
    url: `${A}/role/permission/update`,
    entity: 'role',
    idField: 'roleId',
    body: (roleId, mark) => ({ roleId, name: mark, active: true, permission: grant({ CRM: ['query'] }) }),
    marked: (b) => (b.role as Record<string, unknown>).name,
  },
]

const DETAILS: Record<string, string> = {
  user: '/user/details',
  lead: '/crm/details',
  enquiry: '/enquiry/details',
  ridingMode: '/riding-mode/view',
  advertisement: '/advertisement/details',
  role: '/role/details',
}

/**
 * No lost work (issue 14): two editors saving the same version at once give one success and one 409/125 with the
 * record as it is now and who changed it; the losing change is not stored; an update without its version changes nothing.
 */
describe.each(testDatabases)('no lost work: edit conflicts on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let other: Agent
  const ids: Record<string, string> = {}

  const created = async (r: Promise<Answer>, key: string) => {
    const a = await r
    if (a.body.responseCode !== 109) throw new Error(`setup failed: ${JSON.stringify(a.body)}`)
    return a.body[key] as string
  }
  const details = (k: Kind) => admin.post(`${A}${DETAILS[k.entity]}`, { [k.idField]: ids[k.name] })
  const audits = async (k: Kind) =>
    (
      await h.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.entity, k.entity), eq(auditLog.recordId, ids[k.name]!)))
    )[0]!.n

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    other = await signIn(h, ACCOUNTS.superAdmin)
    const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
    ids.user = await created(post('/user/add', customerForm('6400000001')), 'userId')
    ids.lead = await created(post('/crm/add', { fname: 'Meera', mobileNo: '6400000002' }), 'leadId')
    ids.enquiry = await created(post('/enquiry/add', enquiry('Mysuru')), 'eId')
    ids['riding mode'] = await created(post('/riding-mode/add', ridingMode('Versioned mode')), 'recordId')
    ids.advertisement = await created(post('/advertisement/add', banner('First')), 'AdvId')
    ids['role (permission update)'] = await created(post('/role/create', { name: 'Versioned role' }), 'roleId')
  })
  afterAll(() => h.close())

  it.each(KINDS)('$name: details answer the version; two saves of one version give one 109 and one 409/125', async (k) => {
    const id = ids[k.name]!
    const version = (await detailsVersion(admin, k.url, id))!
    expect(version).toBeGreaterThanOrEqual(1)
    const [a, b] = await Promise.all([
      admin.put(k.url, { ...k.body(id, `Mark A ${k.entity}`), version }),
      other.put(k.url, { ...k.body(id, `Mark B ${k.entity}`), version }),
    ])
    const answers = [a, b]
    const won = answers.filter((r) => r.status === 200)
    const lost = answers.filter((r) => r.status === 409)
    expect(won, JSON.stringify(answers.map((r) => r.body))).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect(won[0]!.body.responseCode).toBe(109)
    expect(won[0]!.body.version).toBe(version + 1)
    const conflict = lost[0]!.body
    expect(conflict.responseCode).toBe(125)
    const current = conflict.current as Answer['body']
    expect(current.version).toBe(version + 1)
    expect(conflict.changedBy).toEqual({ name: expect.stringMatching(/\S/), at: NOW })

    // The stored record is the winner's; the 409's `current` is what the details call answers now.
    const winnerMark = won[0] === a ? `Mark A ${k.entity}` : `Mark B ${k.entity}`
    const now = await details(k)
    expect(k.marked(now.body)).toBe(winnerMark)
    const { responseCode: _c, message: _m, ...fields } = now.body
    expect(current).toEqual(fields)
  })

  it.each(KINDS)('$name: an update without a version (or with a bad one) answers 400/110 and changes nothing', async (k) => {
    const id = ids[k.name]!
    const before = await details(k)
    const auditsBefore = await audits(k)
    for (const version of [undefined, 0, 1.5, 'one']) {
      const body = { ...k.body(id, 'Never stored'), ...(version === undefined ? {} : { version }) }
      const r = await admin.put(k.url, body)
      expect(r.status, JSON.stringify(r.body)).toBe(400)
      expect(r.body).toMatchObject({ responseCode: 110, message: RECORD_MESSAGES.versionMissing })
    }
    expect((await details(k)).body).toEqual(before.body)
    expect(await audits(k)).toBe(auditsBefore)
  })

  it.each(KINDS)('$name: a stale version answers 409/125 and a missing record 123', async (k) => {
    const id = ids[k.name]!
    const version = (await detailsVersion(admin, k.url, id))!
    const stale = await admin.put(k.url, { ...k.body(id, 'Stale'), version: version - 1 })
    expect(stale.status).toBe(409)
    expect((stale.body.current as Answer['body']).version).toBe(version)
    const missing = await admin.put(k.url, { ...k.body('00000000-0000-4000-8000-000000000000', 'Ghost'), version: 1 })
    expect(missing.body.responseCode).toBe(123)
  })
})
