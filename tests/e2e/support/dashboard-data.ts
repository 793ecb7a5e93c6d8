import { BOOKING_STAGES } from '../../../shared/api/booking.query'
import { LEAD_SOURCES } from '../../../shared/api/crm.query'
import { TICKET_STAGES } from '../../../shared/api/ticket-moves'
import { type Account, addDays, dayStart, type PhoneCall, uploadCallLogs } from './dashboard-api'

/**
 * The dashboards' story's small known data set, made through the API in a period no other row reaches (the server's
 * clock moved two years on), and the figures the screens must show for it, counted here from what was made.
 */

interface BookingPlan {
  by: 'admin' | 'franchise'
  centre: 'a' | 'b'
  day: number
  status: (typeof BOOKING_STAGES)[number]
  paid: number
  kit: boolean
  battery: boolean
}
const BOOKINGS: BookingPlan[] = [
  { by: 'admin', centre: 'a', day: 1, status: 'booked', paid: 500, kit: true, battery: true },
  { by: 'admin', centre: 'a', day: 1, status: 'confirmed', paid: 200, kit: true, battery: false },
  { by: 'admin', centre: 'b', day: 3, status: 'booked', paid: 0, kit: false, battery: false },
  { by: 'admin', centre: 'b', day: 40, status: 'booked', paid: 100, kit: true, battery: true },
  { by: 'franchise', centre: 'a', day: 2, status: 'booked', paid: 300, kit: true, battery: true },
]
/** Test drives: by whom, in which branch, on which day of the period, completed or not. */
const DRIVES = [
  { by: 'admin', branch: 'x', day: 1, completed: true },
  { by: 'admin', branch: 'x', day: 2, completed: false },
  { by: 'admin', branch: 'y', day: 2, completed: false },
  { by: 'franchise', branch: 'x', day: 3, completed: false },
] as const
const ENQUIRIES = ['open', 'open', 'closed'] as const
const LEADS: (typeof LEAD_SOURCES)[number][][] = [['google', 'website'], ['google'], []]
/** The technician's phone calls: kind, day of the period and hour (India). */
const CALLS: [PhoneCall['callType'], number, number][] = [
  ['incoming', 1, 10],
  ['incoming', 1, 11],
  ['outgoing', 1, 11],
  ['missed', 2, 9],
  ['incoming', 9, 18],
  ['outgoing', 9, 19],
  ['rejected', 10, 8],
]

export interface DataSet {
  /** The period's first and last day (yyyy-MM-dd, India): today on the server to 13 days on. */
  start: string
  end: string
  centres: { a: { id: string; title: string }; b: { id: string; title: string } }
  branches: { x: { id: string; name: string }; y: { id: string; name: string } }
}

const mobile = (n: number) => `70${String(4_000_000 + n).padStart(8, '0')}`
let serial = 0

/** Makes the data set; `today` is the server's India day. */
export async function makeDataSet(
  url: string,
  today: string,
  as: { admin: Account; franchise: Account; phone: Account },
): Promise<DataSet> {
  const { admin, franchise } = as
  const centreList = (await admin.ok<{ result: { _id: string; title: string }[] }>('GET', '/booking/centres')).result
  const branchList = (await admin.ok<{ result: { _id: string; name: string }[] }>('GET', '/testdrive/branches')).result
  const set: DataSet = {
    start: today,
    end: addDays(today, 13),
    centres: { a: { id: centreList[0]!._id, title: centreList[0]!.title }, b: { id: centreList[1]!._id, title: centreList[1]!.title } },
    branches: { x: { id: branchList[0]!._id, name: branchList[0]!.name }, y: { id: branchList[1]!._id, name: branchList[1]!.name } },
  }
  for (const b of BOOKINGS) {
    const n = ++serial
    await (b.by === 'admin' ? admin : franchise).ok('POST', '/booking/add', {
      customerMobileNo: mobile(n),
      customerFname: `Story`,
      customerLname: `Rider ${'abcdefghijklmnopqrstuvwxyz'[n]}`,
      bookingDate: dayStart(addDays(today, b.day)),
      status: b.status,
      price: 100_000,
      taxPercentage: '0',
      bookingCustomerPaid: b.paid,
      kitSelected: b.kit,
      batterySelected: b.battery,
      scuId: set.centres[b.centre].id,
    })
  }
  for (const d of DRIVES) {
    const who = d.by === 'admin' ? admin : franchise
    const branchId = set.branches[d.branch].id
    // The drive's day, or the next working day of the branch (a holiday has no slot).
    let slot: { slotId: string } | undefined
    let date = 0
    for (let day = d.day; !slot && day < d.day + 4; day++) {
      date = dayStart(addDays(today, day))
      const slots = await who.ok<{ result: { slotId: string; left: number }[] }>('POST', '/testdrive/slots', { branchId, date })
      slot = slots.result.find((s) => s.left > 0)
    }
    if (!slot) throw new Error(`no free slot in ${set.branches[d.branch].name} from ${addDays(today, d.day)}`)
    const n = ++serial
    const made = await who.ok<{ recordId: string }>('POST', '/testdrive/add', {
      branchId,
      bookingDate: date,
      slotId: slot.slotId,
      customerMobileNo: mobile(n),
      customerFname: 'Story',
      customerLname: `Driver ${'abcdefghijklmnopqrstuvwxyz'[n]}`,
    })
    if (d.completed) await admin.ok('POST', '/testdrive/status', { recordId: made.recordId, status: 'completed' })
  }
  const enquiryType = (await admin.ok<{ options: { value: string }[] }>('GET', '/options/list?name=requestType')).options[0]!.value
  for (const status of ENQUIRIES) {
    const n = ++serial
    await admin.ok('POST', '/enquiry/add', { fname: 'Story', mobileNo: mobile(n), enquiryType, ticketNo: `STORY-${n}`, status })
  }
  for (const marketingType of LEADS) {
    await admin.ok('POST', '/crm/add', { fname: 'Story', lname: 'Lead', mobileNo: mobile(++serial), marketingType })
  }
  const ticketType = (await admin.ok<{ options: { value: string }[] }>('GET', '/options/list?name=ticketType')).options[0]!.value
  for (const centre of ['a', 'a', 'b'] as const) {
    await admin.ok('POST', '/ticket/add', {
      title: `Story ticket ${++serial}`,
      scuId: set.centres[centre].id,
      type: ticketType,
      priority: 'normal',
    })
  }
  await uploadCallLogs(
    url,
    as.phone,
    admin,
    CALLS.map(([callType, day, hour], i) => ({
      callType,
      at: dayStart(addDays(today, day)) + hour * 3600 + i * 60,
      number: mobile(900 + i),
    })),
  )
  return set
}

/** What a dashboard shows of the set for the admin (`franchise`: the franchise partner's part only). */
export function expected(set: DataSet, franchise = false) {
  const inPeriod = (day: number) => day <= 13
  const books = BOOKINGS.filter((b) => inPeriod(b.day) && (!franchise || b.by === 'franchise'))
  const drives = DRIVES.filter((d) => !franchise || d.by === 'franchise')
  const calls = franchise ? [] : CALLS
  const callCount = (kinds: PhoneCall['callType'][]) => calls.filter(([k]) => kinds.includes(k)).length
  const byDay = new Map<string, number>()
  for (const b of books) byDay.set(addDays(set.start, b.day), (byDay.get(addDays(set.start, b.day)) ?? 0) + 1)
  return {
    /** Vehicle Status, bookings: the count of each stage (in BOOKING_STAGES order), all centres or one. */
    bookingStages: (centre?: 'a' | 'b') =>
      BOOKING_STAGES.map((s) => books.filter((b) => b.status === s && (!centre || b.centre === centre)).length),
    /** Vehicle Status, tickets: every ticket made is 'created'. */
    ticketStages: (centre?: 'a' | 'b') =>
      TICKET_STAGES.map((s) => (franchise || s !== 'created' ? 0 : ['a', 'a', 'b'].filter((c) => !centre || c === centre).length)),
    crm: LEAD_SOURCES.map((s) => (franchise ? 0 : LEADS.filter((l) => l.includes(s)).length)),
    calls: { incoming: callCount(['incoming']), outgoing: callCount(['outgoing']), missed: callCount(['missed', 'rejected']) },
    retrofit: { kit: books.filter((b) => b.kit).length, battery: books.filter((b) => b.battery).length, painting: 0 },
    preBookings: books.length,
    paidPaise: books.reduce((a, b) => a + b.paid * 100, 0),
    /** Booking counts by day (dd/MM/yyyy, count), in day order. */
    bookingDays: [...byDay].sort().map(([d, n]) => [d.split('-').reverse().join('/'), n] as [string, number]),
    enquiries: {
      open: franchise ? 0 : ENQUIRIES.filter((e) => e === 'open').length,
      closed: franchise ? 0 : ENQUIRIES.filter((e) => e === 'closed').length,
    },
    drives: {
      created: (branch?: 'x' | 'y') => drives.filter((d) => !branch || d.branch === branch).length,
      completed: (branch?: 'x' | 'y') => drives.filter((d) => d.completed && (!branch || d.branch === branch)).length,
    },
  }
}
