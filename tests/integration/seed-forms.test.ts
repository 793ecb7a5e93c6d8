import { setupI18n } from '@lingui/core'
import { asc } from 'drizzle-orm'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advertisementRecordContract, advertisementUpdateForm, type AdvertisementDetailsAnswer } from '@shared/api/advertisement'
import { LEAD_SOURCES, crmRecordContract, type LeadDetails } from '@shared/api/crm'
import { ENQUIRY_TYPES, enquiryRecordContract, type EnquiryDetails } from '@shared/api/enquiry'
import { RIDING_MODE_NUMBERS, ridingModeRecordContract, type RidingModeViewAnswer } from '@shared/api/riding-mode'
import { serviceRequestRecordContract, serviceRequestUpdateForm, type ServiceRequestDetails } from '@shared/api/servicereq'
import { roleRecordContract, roleUpdateBody, type RoleDetails } from '@shared/api/roles'
import { userRecordContract, userUpdateForm, type UserDetails } from '@shared/api/users'
import { vehicleModelRecordContract, vehicleModelUpdateForm, type VehicleModelDetails } from '@shared/api/vehicle-model'
import type { RecordContract } from '@shared/api/contract'
import { payloadOf, resolverFor, valuesOf as advertisementValues } from '../../src/features/advertisement/form-values'
import { listFromGrid, gridFromList } from '../../src/features/roles/permission-grid'
import { toPayload, validate } from '../../src/features/users/form-payload'
import { fromDetails } from '../../src/features/users/form-values'
import {
  payloadOf as vehicleModelPayload,
  valuesOf as vehicleModelValues,
  vehicleModelResolver,
} from '../../src/features/vehicle-model/form-values'
import { advertisements } from '../../server/modules/advertisement/schema'
import { leads } from '../../server/modules/crm/schema'
import { enquiries } from '../../server/modules/enquiry/schema'
import { ridingModes } from '../../server/modules/riding-mode/schema'
import { serviceRequests } from '../../server/modules/servicereq/schema'
import { payloadOf as serviceRequestPayload, valuesOf as serviceRequestValues } from '../../src/features/servicereq/form-values'
import { roles, users, vehicleModels } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

/**
 * Issue 15: the demo data passes the same checks as the forms. Every seeded record is opened as its edit dialog opens
 * it (the details call), turned into the form's values and payload as the dialog does, and checked with the shared
 * schema the dialog and the update call use; a record the form would refuse names itself and its problems.
 */

type Problems = string[]

/** The problems of a schema's parse, as `field: message`. */
const issuesOf = (result: z.ZodSafeParseResult<unknown>): Problems =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(form)'}: ${i.message}`)

describe.each(testDatabases)('the demo data passes the forms’ checks on $name', (tdb) => {
  let h: Harness
  let admin: Agent

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  /** The details of every id as the dialog loads them (with the version), checked by `check`; answers the refusals. */
  async function refusals<T>(
    contract: RecordContract,
    ids: { id: string; label: string }[],
    check: (details: T & { version?: number }, id: string) => Problems | Promise<Problems>,
  ): Promise<string[]> {
    expect(ids.length).toBeGreaterThan(0)
    const out: string[] = []
    for (const { id, label } of ids) {
      const d = contract.details!
      const r =
        d.method === 'GET'
          ? await admin.get(`/api/admin${d.path}?${contract.id}=${id}`)
          : await admin.post(`/api/admin${d.path}`, { [contract.id]: id })
      if (r.body.responseCode !== 109) {
        out.push(`${label}: details answered ${JSON.stringify(r.body)}`)
        continue
      }
      const problems = await check(r.body as T & { version?: number }, id)
      if (problems.length) out.push(`${label}: ${problems.join('; ')}`)
    }
    return out
  }

  it('users: every seeded user, as the edit form sends it, passes the user update schema', async () => {
    const rows = await h.database.db
      .select({ id: users.id, mobileNo: users.mobileNo, userType: users.userType })
      .from(users)
      .orderBy(asc(users.mobileNo))
    expect(rows.length).toBeGreaterThan(300)
    const refused = await refusals<{ user: UserDetails }>(
      userRecordContract,
      rows.map((u) => ({ id: u.id, label: `${u.userType} ${u.mobileNo}` })),
      ({ user, version }, id) => {
        const values = fromDetails(user)
        const payload = { ...toPayload(values, 'edit', id), version }
        // The form's own check (what shows 'Please fill all the mandatory fields'), then the update call's.
        const form = validate(values, 'edit', id).map((i) => `${i.path}: ${i.message}`)
        return [...new Set([...form, ...issuesOf(userUpdateForm.safeParse(payload))])]
      },
    )
    expect(refused).toEqual([])
  })

  it('leads: every seeded lead, as the lead dialog holds it, passes the lead form', async () => {
    const rows = await h.database.db.select({ id: leads.id, mobileNo: leads.mobileNo }).from(leads)
    const refused = await refusals<{ lead: LeadDetails }>(
      crmRecordContract,
      rows.map((l) => ({ id: l.id, label: `lead ${l.mobileNo}` })),
      ({ lead }) =>
        issuesOf(
          crmRecordContract.form.safeParse({
            fname: lead.fname,
            lname: lead.lname ?? '',
            mobileNo: lead.mobileNo,
            email: lead.email ?? '',
            city: lead.city ?? '',
            marketingType: lead.marketingType.filter((s) => (LEAD_SOURCES as readonly string[]).includes(s)),
            callStatus: lead.callStatus,
            assignedTo: lead.assignedTo?._id ?? '',
          }),
        ),
    )
    expect(refused).toEqual([])
  })

  it('enquiries: every seeded enquiry, as the enquiry dialog holds it, passes the enquiry form', async () => {
    const rows = await h.database.db.select({ id: enquiries.id, ticketNo: enquiries.ticketNo }).from(enquiries)
    const refused = await refusals<{ enquiry: EnquiryDetails }>(
      enquiryRecordContract,
      rows.map((e) => ({ id: e.id, label: `enquiry ${e.ticketNo}` })),
      ({ enquiry: e }) =>
        issuesOf(
          enquiryRecordContract.form.safeParse({
            fname: e.fname,
            lname: e.lname ?? '',
            mobileNo: e.mobileNo,
            email: e.email ?? '',
            city: e.city ?? '',
            enquiryType: (ENQUIRY_TYPES as readonly string[]).includes(e.enquiryType) ? e.enquiryType : ENQUIRY_TYPES[0],
            ticketNo: e.ticketNo,
            status: e.status,
            content: e.content ?? '',
            attachment: e.attachment,
            active: e.active,
            resolved: {
              remark: e.resolved.remark ?? '',
              attachment: e.resolved.attachment,
              resolver: { fname: e.resolved.resolver.fname ?? '' },
            },
          }),
        ),
    )
    expect(refused).toEqual([])
  })

  it('riding modes: every seeded mode, its numbers as the inputs’ text, passes the riding-mode form', async () => {
    const rows = await h.database.db.select({ id: ridingModes.id, title: ridingModes.title }).from(ridingModes)
    const refused = await refusals<RidingModeViewAnswer>(
      ridingModeRecordContract,
      rows.map((m) => ({ id: m.id, label: `riding mode ${m.title}` })),
      ({ result: r }) =>
        issuesOf(
          ridingModeRecordContract.form.safeParse({
            title: r.title,
            regenBreaking: r.regenBreaking,
            active: r.active,
            ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, String(r[k])])),
          }),
        ),
    )
    expect(refused).toEqual([])
  })

  it('advertisements: every seeded ad passes the edit dialog’s check and the update schema', async () => {
    const rows = await h.database.db.select({ id: advertisements.id, title: advertisements.title }).from(advertisements)
    const resolver = resolverFor('edit')
    const refused = await refusals<AdvertisementDetailsAnswer>(
      advertisementRecordContract,
      rows.map((a) => ({ id: a.id, label: `advertisement ${a.title}` })),
      async (details, id) => {
        const values = advertisementValues(details)
        const checked = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })
        const form = Object.entries(checked.errors).map(([k, e]) => `${k}: ${(e as { message?: string }).message}`)
        const update = advertisementUpdateForm.safeParse({ ...payloadOf(values), AdvId: id, version: details.version })
        return [...new Set([...form, ...issuesOf(update)])]
      },
    )
    expect(refused).toEqual([])
  })

  it('vehicle models: every seeded model, as the vehicle dialog holds it, passes the dialog’s check and the update schema', async () => {
    const rows = await h.database.db.select({ id: vehicleModels.id, modelNo: vehicleModels.modelNo }).from(vehicleModels)
    const resolver = vehicleModelResolver(setupI18n({ locale: 'en', messages: { en: {} } }))
    const refused = await refusals<{ vehicleModel: VehicleModelDetails }>(
      vehicleModelRecordContract,
      rows.map((m) => ({ id: m.id, label: `vehicle model ${m.modelNo}` })),
      async (details, id) => {
        const values = vehicleModelValues(details)
        const checked = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })
        const form = Object.entries(checked.errors).map(([k, e]) => `${k}: ${(e as { message?: string }).message}`)
        const update = vehicleModelUpdateForm.safeParse({ ...vehicleModelPayload(values), recordId: id, version: details.version })
        return [...new Set([...form, ...issuesOf(update)])]
      },
    )
    expect(refused).toEqual([])
  })

  it('roles: every seeded role, as the role editor sends it, passes the role update schema', async () => {
    const rows = await h.database.db.select({ id: roles.id, name: roles.name }).from(roles)
    const refused = await refusals<{ role: RoleDetails }>(
      roleRecordContract,
      rows.map((r) => ({ id: r.id, label: `role ${r.name}` })),
      ({ role, version }, id) =>
        issuesOf(
          roleUpdateBody.safeParse({
            roleId: id,
            name: role.name,
            active: role.active,
            permission: listFromGrid(gridFromList(role.permission)),
            version: version ?? 0,
          }),
        ),
    )
    expect(refused).toEqual([])
  })

  it('service requests: every seeded request, as the dialog holds it, passes the update schema', async () => {
    const rows = await h.database.db.select({ id: serviceRequests.id, number: serviceRequests.number }).from(serviceRequests)
    const refused = await refusals<{ serviceRequest: ServiceRequestDetails }>(
      serviceRequestRecordContract,
      rows.map((r) => ({ id: r.id, label: `service request ${r.number}` })),
      ({ serviceRequest, version }, id) =>
        issuesOf(
          serviceRequestUpdateForm.safeParse({ ...serviceRequestPayload(serviceRequestValues({ serviceRequest })), recordId: id, version }),
        ),
    )
    expect(refused).toEqual([])
  })
})
