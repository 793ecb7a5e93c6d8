import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { ticketForm, type TicketForm } from '../../../shared/api/ticket'
import { TICKET_PRIORITIES, TICKET_STAGES, TICKET_TYPES, type TicketStage } from '../../../shared/api/ticket.table'
import { serviceCentres, users } from '../../db/schema'
import { DAY_MS, insertChunked, type Rng } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { dateOfDay, dayOf } from './data'
import { ticketComments, tickets } from './schema'

export const DEMO_TICKETS = 200
/** How many demo tickets are assigned to the demo technician (9000000005), so their list is not empty. */
export const TECHNICIAN_TICKETS = 6

const TITLES: Record<(typeof TICKET_TYPES)[number], readonly string[]> = {
  complaint: ['Scooter makes a noise when braking', 'Delivery was late', 'Rude staff at the showroom'],
  service: ['First free service due', 'Brake pads worn out', 'Chain needs adjusting'],
  breakdown: ['Scooter does not start', 'Motor cuts out on slopes', 'Throttle not responding'],
  battery: ['Battery drains overnight', 'Range dropped to 40 km', 'Battery swelling noticed'],
  charging: ['Charger light stays red', 'Charging takes over 8 hours', 'Charging port loose'],
  billing: ['Charged twice for the service', 'Invoice missing GST number', 'Refund not received'],
  app: ['App does not show the range', 'Cannot pair the app over Bluetooth', 'Trip history empty'],
  other: ['Request for a test ride at home', 'Change of registered mobile number', 'Spare key needed'],
}
const DESCRIPTIONS = [
  'Customer called the helpline; details noted.',
  'Reported at the centre during a visit.',
  'Raised from the rider app.',
  null,
  null,
]
const COMMENTS = [
  'Called the customer, waiting for a visit.',
  'Parts ordered from the warehouse.',
  'Checked on the bench, no fault found yet.',
  'Customer confirmed the issue is fixed.',
  'Escalated to the service manager.',
]

/** The stage of a demo ticket, spread over every stage (more open ones than closed). */
const STAGE_WEIGHTS: readonly TicketStage[] = [
  ...TICKET_STAGES,
  'created',
  'assigned',
  'assigned',
  'inprogress',
  'inprogress',
  'resolved',
  'resolved',
  'hold',
]
/** Stages that have an assignee (a reopened or cancelled ticket may or may not). */
const NEEDS_ASSIGNEE: readonly TicketStage[] = ['assigned', 'inprogress', 'hold', 'resolved']

/**
 * The demo tickets: 200 over the demo centres, created over the last 60 days, in every stage; those assigned, in
 * progress, on hold or resolved have an active worker or scc of their own centre as assignee (some reopened and
 * cancelled ones too); six of the demo technician's centre are assigned to the technician (9000000005), so their list
 * is not empty. Tickets on hold have a Hold Till ahead and, when they have a day of resolving, it falls after it. Half
 * name a demo customer; some have a comment or two. Each form is validated by ticketForm, as the dialog's.
 */
export default defineSeed({
  order: 55,
  seed: 18,
  async run(db, { rng, now, accounts }) {
    const centres = await db
      .select({ id: serviceCentres.id })
      .from(serviceCentres)
      .where(eq(serviceCentres.active, true))
      .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
    const customers = await db
      .select({ id: users.id, mobileNo: users.mobileNo })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .orderBy(asc(users.createdAt), asc(users.mobileNo))
    const staff = await db
      .select({ id: users.id, scuId: users.scuId })
      .from(users)
      .where(and(inArray(users.userType, ['worker', 'scc']), eq(users.active, true), isNotNull(users.scuId)))
      .orderBy(asc(users.mobileNo))
    if (centres.length === 0) return
    const admin = accounts[0]!.id
    const technician = accounts.find((a) => a.userType === 'worker')?.id
    const [tech] = technician ? await db.select({ scuId: users.scuId }).from(users).where(eq(users.id, technician)) : []
    const staffOf = (scuId: string) => staff.filter((s) => s.scuId === scuId && s.id !== technician)

    const nowSeconds = Math.floor(now.getTime() / 1000)
    const today = dayOf(nowSeconds)
    const rows: (typeof tickets.$inferInsert)[] = []
    let techLeft = tech?.scuId ? TECHNICIAN_TICKETS : 0
    for (let i = 0, tries = 0; rows.length < DEMO_TICKETS && tries < DEMO_TICKETS * 5; tries++) {
      // The technician's tickets first, each of their centre and in a stage with an assignee.
      const forTech = techLeft > 0
      const scuId = forTech ? tech!.scuId! : rng.pick(centres).id
      const stage: TicketStage = forTech ? rng.pick(NEEDS_ASSIGNEE) : rng.pick(STAGE_WEIGHTS)
      const people = staffOf(scuId)
      const wantsAssignee = NEEDS_ASSIGNEE.includes(stage) || ((stage === 'reopened' || stage === 'cancelled') && rng.chance(0.5))
      if (wantsAssignee && !forTech && people.length === 0) continue
      const form = formOf(rng, scuId, stage, today, customers[(i++ * 11) % Math.max(customers.length, 1)])
      if (!form) continue
      if (forTech) techLeft--
      const createdAt = new Date(now.getTime() - rng.int(1, 60) * DAY_MS - rng.int(0, 86_399) * 1000)
      const updatedAt =
        stage === 'created' ? createdAt : new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 96) * 3_600_000))
      rows.push({
        title: form.title,
        description: form.description ?? null,
        scuId,
        type: form.type,
        priority: form.priority,
        stage,
        customerId: form.customerMobileNo ? customers.find((c) => c.mobileNo === form.customerMobileNo)!.id : null,
        assigneeId: forTech ? technician! : wantsAssignee ? rng.pick(people).id : null,
        dayOfResolving: dateOfDay(form.dayOfResolving),
        holdTill: dateOfDay(form.holdTill),
        attachments: [],
        createdById: admin,
        createdAt,
        updatedAt,
      })
    }
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())
    const ids: { id: string; createdAt: Date; assigneeId: string | null }[] = []
    await insertChunked(rows, 100, async (chunk) => {
      ids.push(
        ...(await db
          .insert(tickets)
          .values(chunk)
          .returning({ id: tickets.id, createdAt: tickets.createdAt, assigneeId: tickets.assigneeId })),
      )
    })
    const comments: (typeof ticketComments.$inferInsert)[] = []
    for (const t of ids) {
      if (!rng.chance(0.35)) continue
      for (let k = rng.int(1, 2); k > 0; k--) {
        const at = new Date(Math.min(now.getTime(), t.createdAt.getTime() + rng.int(1, 72) * 3_600_000))
        comments.push({ ticketId: t.id, authorId: t.assigneeId ?? admin, text: rng.pick(COMMENTS), createdAt: at })
      }
    }
    await insertChunked(comments, 200, (chunk) => db.insert(ticketComments).values(chunk))
  },
})

/** The form of a demo ticket (validated as the dialog's), or null when the form refuses it. */
function formOf(rng: Rng, scuId: string, stage: TicketStage, today: number, customer: { mobileNo: string } | undefined): TicketForm | null {
  const type = rng.pick(TICKET_TYPES)
  const day = 86_400
  const holdTill = stage === 'hold' ? today + rng.int(1, 10) * day : undefined
  const resolving = rng.chance(0.7) ? (holdTill ?? today) + rng.int(1, 20) * day : undefined
  const parsed = ticketForm.safeParse({
    title: rng.pick(TITLES[type]),
    scuId,
    type,
    priority: rng.pick([...TICKET_PRIORITIES, 'normal', 'normal']),
    description: rng.pick(DESCRIPTIONS) ?? '',
    customerMobileNo: customer && rng.chance(0.5) ? customer.mobileNo : '',
    dayOfResolving: resolving,
    holdTill,
    attachments: [],
  })
  return parsed.success ? parsed.data : null
}
