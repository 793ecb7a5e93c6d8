import { eq } from 'drizzle-orm'
import type { Screen } from '../../../shared/permissions'
import { branches, callLogs, plans, recharges, roles, serviceCentres, trips, users } from '../../../server/db/schema'
import { bookings } from '../../../server/modules/booking/schema'
import { leads } from '../../../server/modules/crm/schema'
import { enquiries } from '../../../server/modules/enquiry/schema'
import { serviceRequests } from '../../../server/modules/servicereq/schema'
import { testDriveConfigs, testDrives, testDriveSlots } from '../../../server/modules/testdrive/schema'
import { tickets } from '../../../server/modules/ticket/schema'
import { ACCOUNTS, type Harness } from './harness'

/**
 * A small known data set for the dashboard tests, all in January to March 2020 (years before the demo data, which the
 * harness seeds around June 2026), so a range over it counts exactly these records. Times are India's (`ist`).
 */

/** The instant of a time of day in India. */
export const ist = (y: number, m: number, d: number, h = 12, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min) - 330 * 60_000)
/** The Unix seconds of an India day (any second of it serves as a range's start or end). */
export const day = (y: number, m: number, d: number) => ist(y, m, d, 0).getTime() / 1000

/** Enables a screen with its query button on a demo role, keeping the role's other permissions. */
export async function enableScreen(h: Harness, role: string, screen: Screen): Promise<void> {
  const db = h.database.db
  const [r] = await db.select({ permission: roles.permission }).from(roles).where(eq(roles.name, role))
  const permission = r!.permission.map((p) =>
    p.label === screen ? { ...p, enable: true, buttons: p.buttons.map((b) => (b.label === 'query' ? { ...b, enable: true } : b)) } : p,
  )
  await db.update(roles).set({ permission }).where(eq(roles.name, role))
}

export interface DashboardSet {
  /** The service desk's (scc) centre, and a second centre made here; a new branch of each. */
  home: string
  other: string
  homeBranch: string
  otherBranch: string
  planId: string
  franchiseId: string
  adminId: string
  riders: string[]
}

let serial = 0

/** Inserts the data set (see the test files for what it holds and the counts it gives). */
export async function insertDashboardSet(h: Harness): Promise<DashboardSet> {
  const db = h.database.db
  const franchiseId = h.userIds.get(ACCOUNTS.franchise)!
  const adminId = h.userIds.get(ACCOUNTS.superAdmin)!
  const [desk] = await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
  const home = desk!.scuId!
  const [o] = await db
    .insert(serviceCentres)
    .values({ title: `Dashboard Centre ${++serial}`, address: '1 MG Road', city: 'Mysuru', longitude: 76.64, latitude: 12.3 })
    .returning({ id: serviceCentres.id })
  const other = o!.id
  const [hb, ob] = await db
    .insert(branches)
    .values([
      { scuId: home, name: `Dashboard Branch Home ${serial}` },
      { scuId: other, name: `Dashboard Branch Other ${serial}` },
    ])
    .returning({ id: branches.id })
  const homeBranch = hb!.id
  const otherBranch = ob!.id

  // Riders: two registered on 3 January, one just after midnight of 4 January in India (still the 3rd in UTC).
  const rider = (n: number, createdAt: Date, vehicleNo: string | null) => ({
    userType: 'user' as const,
    fname: `Rider${n}`,
    mobileNo: `69999${String(serial).padStart(2, '0')}${String(n).padStart(3, '0')}`,
    vehicleNo,
    vehicleType: vehicleNo ? 'Retrofit' : null,
    createdAt,
  })
  const riderRows = await db
    .insert(users)
    .values([
      rider(1, ist(2020, 1, 3, 10), 'KA01DB0001'),
      rider(2, ist(2020, 1, 3, 20), null),
      rider(3, ist(2020, 1, 4, 0, 10), 'KA01DB0003'),
    ])
    .returning({ id: users.id })
  const riders = riderRows.map((r) => r.id)
  const [r1, r2, r3] = riders as [string, string, string]

  // Test drives: TD4 is deleted (inactive) and never counted.
  const [cfg] = await db
    .insert(testDriveConfigs)
    .values({ branchId: homeBranch, scuId: home, title: 'Dashboard drives', officeNo: '0801234567' })
    .returning({ id: testDriveConfigs.id })
  const [slot] = await db
    .insert(testDriveSlots)
    .values({ configId: cfg!.id, day: 5, startMin: 600, endMin: 630, capacity: 10 })
    .returning({ id: testDriveSlots.id })
  const drive = (bookingDate: Date, createdAt: Date, status: 'booked' | 'completed', franchise: string | null, active = true) => ({
    configId: cfg!.id,
    branchId: homeBranch,
    scuId: home,
    slotId: slot!.id,
    slotNo: 1,
    startAt: '10:00',
    endAt: '10:30',
    bookingDate,
    status,
    customerId: r1,
    customerFname: 'Rider1',
    customerMobileNo: '6999900001',
    franchiseId: franchise,
    active,
    createdAt,
  })
  await db
    .insert(testDrives)
    .values([
      drive(ist(2020, 1, 10, 0), ist(2020, 1, 5, 10), 'booked', franchiseId),
      drive(ist(2020, 1, 10, 0), ist(2020, 1, 6, 0, 30), 'completed', null),
      drive(ist(2020, 1, 11, 0), ist(2020, 1, 6, 15), 'completed', franchiseId),
      drive(ist(2020, 1, 11, 0), ist(2020, 1, 6, 16), 'completed', null, false),
    ])

  // Bookings (pre-bookings): B1 and B3 the franchise's.
  const booking = (n: number, bookingDate: Date, over: Partial<typeof bookings.$inferInsert>) => ({
    orderId: `BKDASH${serial}-${n}`,
    customerId: r1,
    customerFname: 'Rider',
    customerName: 'Rider',
    customerMobileNo: '6999900001',
    bookingDate,
    ...over,
  })
  await db
    .insert(bookings)
    .values([
      booking(1, ist(2020, 1, 15, 10), { franchiseId, scuId: home, bookingCustomerPaid: 50_000, status: 'booked' }),
      booking(2, ist(2020, 1, 15, 18), {
        customerId: r2,
        scuId: other,
        bookingCustomerPaid: 20_000,
        status: 'confirmed',
        kitSelected: false,
      }),
      booking(3, ist(2020, 2, 3, 10), { franchiseId, scuId: home, bookingCustomerPaid: 10_000, status: 'cancelled' }),
      booking(4, ist(2021, 3, 1, 10), { customerId: r3, status: 'delivered' }),
    ])

  // Service requests and tickets (the Vehicle Status chart, painting in the pie).
  const request = (scuId: string, branchId: string | null, services: string[], status: 'requested' | 'inservice' | 'delivered') => ({
    customerId: r2,
    scuId,
    branchId,
    requestedDay: ist(2020, 1, 21, 0),
    slot: 'morning' as const,
    services,
    status,
    createdAt: ist(2020, 1, 20, 11),
  })
  await db
    .insert(serviceRequests)
    .values([
      request(home, homeBranch, ['Full body painting'], 'requested'),
      request(home, null, ['Brake check'], 'inservice'),
      request(other, otherBranch, ['Paint touch-up'], 'delivered'),
    ])
  await db.insert(tickets).values([
    { title: 'Dashboard one', scuId: home, type: 'breakdown', stage: 'created', createdAt: ist(2020, 1, 20, 11) },
    { title: 'Dashboard two', scuId: other, type: 'breakdown', stage: 'resolved', createdAt: ist(2020, 1, 22, 11) },
  ])

  // Enquiries and CRM leads (the company's: no franchise or centre sees them).
  const enquiry = (n: number, status: 'open' | 'closed', createdAt: Date) => ({
    fname: 'Asker',
    mobileNo: '6999800001',
    enquiryType: 'general',
    ticketNo: `ENQDASH${serial}-${n}`,
    status,
    createdAt,
  })
  await db
    .insert(enquiries)
    .values([enquiry(1, 'open', ist(2020, 1, 7, 9)), enquiry(2, 'closed', ist(2020, 1, 7, 15)), enquiry(3, 'open', ist(2020, 1, 8, 9))])
  const lead = (n: number, marketingType: string[]) => ({
    fname: 'Lead',
    mobileNo: `69998${String(serial).padStart(2, '0')}${String(n).padStart(3, '0')}`,
    marketingType,
    createdAt: ist(2020, 1, 9, 12),
  })
  await db.insert(leads).values([lead(1, ['google', 'website']), lead(2, ['google']), lead(3, [])])

  // The phones' calls: the franchise partner's two on 12 January, the admin's three.
  const call = (userId: string, callType: 'incoming' | 'outgoing' | 'missed' | 'rejected', timestamp: Date) => ({
    userId,
    number: '9845012345',
    callType,
    timestamp,
  })
  await db
    .insert(callLogs)
    .values([
      call(franchiseId, 'incoming', ist(2020, 1, 12, 10, 15)),
      call(franchiseId, 'outgoing', ist(2020, 1, 12, 10, 45)),
      call(adminId, 'missed', ist(2020, 1, 12, 11, 5)),
      call(adminId, 'rejected', ist(2020, 1, 13, 9)),
      call(adminId, 'incoming', ist(2020, 2, 2, 8)),
    ])

  // Trips and recharges of the riders.
  await db.insert(trips).values([
    { userId: r1, distance: 12.5, dateTime: ist(2020, 1, 3, 18) },
    { userId: r1, distance: 7.25, dateTime: ist(2020, 1, 4, 9) },
    { userId: r2, distance: 3, dateTime: ist(2020, 1, 4, 19) },
  ])
  const [plan] = await db
    .insert(plans)
    .values({ title: `Dashboard plan ${serial}`, mileage: 500, days: 30, pricePaise: 99_900, totalPaise: 99_900 })
    .returning({ id: plans.id })
  await db.insert(recharges).values([
    { userId: r1, planId: plan!.id, amountPaise: 99_900, createdAt: ist(2020, 1, 5, 10) },
    { userId: r2, planId: plan!.id, amountPaise: 49_900, createdAt: ist(2020, 1, 5, 11) },
  ])
  return { home, other, homeBranch, otherBranch, planId: plan!.id, franchiseId, adminId, riders }
}
