import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grant } from '../../shared/permissions'
import { roles, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'
import { readFile, uploadPng } from './support/uploads'

const A = '/api/admin'
// The harness clock: 2026-06-01T10:00:00Z.
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000)
type Who = keyof typeof ACCOUNTS
const EVERYONE: Who[] = ['superAdmin', 'support', 'franchise', 'service', 'technician']
const publicUrl = (url: string) => url.replace('/local/file/', '/local/file/public/')
const NOT_YOURS = 'This file belongs to another record, please upload it again'

/**
 * SECURITY.md item 28: a stored file is served only to a user who may read the record it belongs to, with that
 * record's permission and scope; a file no record has claimed yet only to its uploader; an advertisement's media to
 * anyone while the advertisement is published and active.
 */
describe.each(testDatabases)('who may read a stored file on $name', (tdb) => {
  let h: Harness
  const agents = {} as Record<Who, Agent>
  let serviceCentre: string
  let otherCentre: string

  /** Status and response code of each account reading `url`. */
  const readers = async (url: string) => {
    const out = {} as Record<Who, number>
    for (const who of EVERYONE) {
      const r = await readFile(h, agents[who].cookie, url)
      if (r.status === 200) expect(r.png, who).toBe(true)
      out[who] = r.status
    }
    return out
  }

  const addWorker = async (mobileNo: string, scuId: string, licence: string) => {
    const r = await agents.superAdmin.post(`${A}/user/add`, {
      userType: 'worker',
      fname: 'File',
      lname: 'Owner',
      mobileNo,
      scuId,
      permission: h.roleIds.get('Technician'),
      licence,
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body.userId as string
  }

  const enquiryForm = (ticketNo: string, over: Record<string, unknown> = {}) => ({
    fname: 'Kavya',
    lname: 'Rao',
    mobileNo: '7012345678',
    enquiryType: 'testRide',
    ticketNo,
    status: 'open',
    ...over,
  })

  const banner = (over: Record<string, unknown> = {}) => ({
    title: 'Monsoon offer',
    description: 'Free service',
    adPosition: 'top',
    advertisementPage: 'Home',
    typeOfLink: 'banner',
    startAt: NOW,
    endAt: NOW + 7 * 86_400,
    published: false,
    active: true,
    ...over,
  })

  beforeAll(async () => {
    h = await startHarness(tdb)
    for (const who of EVERYONE) agents[who] = await signIn(h, ACCOUNTS[who])
    const [service] = await h.database.db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
    serviceCentre = service!.scuId!
    const [other] = await h.database.db
      .select({ scuId: users.scuId })
      .from(users)
      .where(and(eq(users.userType, 'scc'), ne(users.scuId, serviceCentre)))
      .limit(1)
    otherCentre = other!.scuId!
  })
  afterAll(() => h.close())

  it("serves a user's document to those who may read that user, within their scope", async () => {
    const ownCentreDoc = await uploadPng(h, agents.superAdmin.cookie, 'docs')
    const otherCentreDoc = await uploadPng(h, agents.superAdmin.cookie, 'docs')
    await addWorker('6200000001', serviceCentre, ownCentreDoc)
    await addWorker('6200000002', otherCentre, otherCentreDoc)

    // Only the super admin holds Users view among the demo accounts.
    expect(await readers(ownCentreDoc)).toEqual({ superAdmin: 200, support: 403, franchise: 403, service: 403, technician: 403 })

    // With Users view, the service centre reads the documents of its own centre's users only.
    const serviceRole = h.roleIds.get('Service')!
    const [before] = await h.database.db.select({ permission: roles.permission }).from(roles).where(eq(roles.id, serviceRole))
    await h.database.db
      .update(roles)
      .set({ permission: grant({ ServiceCenter: ['query', 'view'], Users: ['query', 'view'] }) })
      .where(eq(roles.id, serviceRole))
    try {
      expect((await readFile(h, agents.service.cookie, ownCentreDoc)).status).toBe(200)
      const other = await readFile(h, agents.service.cookie, otherCentreDoc)
      expect(other).toMatchObject({ status: 404, responseCode: 123 })
      expect((await readFile(h, agents.superAdmin.cookie, otherCentreDoc)).status).toBe(200)
    } finally {
      await h.database.db.update(roles).set({ permission: before!.permission }).where(eq(roles.id, serviceRole))
    }
    expect((await readFile(h, agents.service.cookie, ownCentreDoc)).status).toBe(403)
  })

  it("serves an enquiry's images and resolution images to those with Enquiry view", async () => {
    const image = await uploadPng(h, agents.superAdmin.cookie, 'images')
    const added = await agents.superAdmin.post(`${A}/enquiry/add`, enquiryForm('FILE-1', { attachment: [image] }))
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(await readers(image)).toEqual({ superAdmin: 200, support: 200, franchise: 403, service: 403, technician: 403 })

    // The support agent resolves it with an image of their own: claimed by the enquiry on saving.
    const resolution = await uploadPng(h, agents.support.cookie, 'images')
    const updated = await agents.support.update(
      `${A}/enquiry/update`,
      enquiryForm('FILE-1', {
        eId: added.body.eId,
        attachment: [image],
        status: 'closed',
        resolved: { remark: 'Done', attachment: [resolution] },
      }),
    )
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(await readers(resolution)).toEqual({ superAdmin: 200, support: 200, franchise: 403, service: 403, technician: 403 })
  })

  it("serves an advertisement's media to Advertisement viewers, and to anyone while it is published and active", async () => {
    const image = await uploadPng(h, agents.superAdmin.cookie, 'logo')
    const listMedia = await uploadPng(h, agents.superAdmin.cookie, 'logo')
    const form = banner({ imageUrl: image, images: [image], advertisementList: [{ mediaUrl: listMedia }] })
    const added = await agents.superAdmin.post(`${A}/advertisement/add`, form)
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const AdvId = added.body.AdvId as string

    const privateReaders = { superAdmin: 200, support: 403, franchise: 403, service: 403, technician: 403 }
    for (const url of [image, listMedia]) {
      expect(await readers(url)).toEqual(privateReaders)
      expect(await readFile(h, undefined, publicUrl(url))).toMatchObject({ status: 404, responseCode: 123 })
    }

    const published = await agents.superAdmin.update(`${A}/advertisement/update`, { ...form, AdvId, published: true })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    for (const url of [image, listMedia]) {
      expect(await readers(url)).toEqual({ superAdmin: 200, support: 200, franchise: 200, service: 200, technician: 200 })
      expect(await readFile(h, undefined, publicUrl(url))).toMatchObject({ status: 200, png: true })
      // The admin address still needs a session.
      expect((await readFile(h, undefined, url)).status).toBe(401)
    }

    const deleted = await agents.superAdmin.call('DELETE', `${A}/advertisement/delete`, { AdvId })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(await readers(image)).toEqual(privateReaders)
    expect((await readFile(h, undefined, publicUrl(image))).status).toBe(404)
  })

  it('serves an upload no record has claimed to its uploader only', async () => {
    const preview = await uploadPng(h, agents.support.cookie, 'images')
    expect(await readers(preview)).toEqual({ superAdmin: 404, support: 200, franchise: 404, service: 404, technician: 404 })
    expect((await readFile(h, undefined, publicUrl(preview))).status).toBe(404)
    expect((await readFile(h, undefined, preview)).status).toBe(401)
  })

  it("refuses a save that references another user's upload or another record's file, and changes nothing", async () => {
    const listed = await agents.support.post(`${A}/enquiry/all`, { keyword: 'FILE-1' })
    const first = (listed.body.rows as { _id: string }[])[0]!
    const details = await agents.support.post(`${A}/enquiry/details`, { eId: first._id })
    const anotherEnquirysImage = (details.body.enquiry as { attachment: string[] }).attachment[0]!
    const supportsUpload = await uploadPng(h, agents.support.cookie, 'images')
    const before = (await agents.superAdmin.post(`${A}/enquiry/all`, {})).body.filterRecords as number

    for (const [ticketNo, stranger] of [
      ['FILE-X', anotherEnquirysImage],
      ['FILE-Y', supportsUpload],
    ]) {
      const r = await agents.superAdmin.post(`${A}/enquiry/add`, enquiryForm(ticketNo!, { attachment: [stranger] }))
      expect(r.status, JSON.stringify(r.body)).toBe(400)
      expect(r.body).toEqual({ responseCode: 110, message: NOT_YOURS })
    }
    // Rolled back: no enquiry saved, the files are where they were.
    expect((await agents.superAdmin.post(`${A}/enquiry/all`, {})).body.filterRecords).toBe(before)
    expect((await readFile(h, agents.support.cookie, supportsUpload)).status).toBe(200)
    expect((await readFile(h, agents.superAdmin.cookie, supportsUpload)).status).toBe(404)
    expect((await readFile(h, agents.support.cookie, anotherEnquirysImage)).status).toBe(200)

    // The actor's own upload is taken.
    const own = await uploadPng(h, agents.superAdmin.cookie, 'images')
    const saved = await agents.superAdmin.post(`${A}/enquiry/add`, enquiryForm('FILE-Z', { attachment: [own] }))
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await readFile(h, agents.support.cookie, own)).status).toBe(200)
  })
})
