import { and, desc, eq, inArray } from 'drizzle-orm'
import type { CallOutcome, LeadDetails } from '../../../shared/api/crm'
import type { AuditInTx, Tx } from '../../audit/transact'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { unixSeconds } from '../../lib/list'
import { leadCalls, leadFollowups, leads } from './schema'

export type LeadRow = typeof leads.$inferSelect

/** The stored lead, or null. */
export async function leadOf(db: Db, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id))
  return row ?? null
}

/** Staff who can hold or follow up a lead: active admin users. */
export async function isExecutive(db: Db, id: string): Promise<boolean> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'admin'), eq(users.active, true)))
  return !!u
}

const name = (u: { fname: string | null; lname: string | null } | undefined) =>
  u && u.fname !== null ? `${u.fname} ${u.lname ?? ''}`.trim() : ''

/** One lead with its follow-ups (latest date first), its last 20 calls and its assigned executive. */
export async function leadDetailsOf(db: Db, lead: LeadRow): Promise<LeadDetails> {
  const followups = await db
    .select({
      id: leadFollowups.id,
      executiveId: leadFollowups.executiveId,
      followUpDate: leadFollowups.followUpDate,
      remark: leadFollowups.remark,
      createdAt: leadFollowups.createdAt,
    })
    .from(leadFollowups)
    .where(eq(leadFollowups.leadId, lead.id))
    .orderBy(desc(leadFollowups.followUpDate), desc(leadFollowups.id))
    .limit(200)
  const calls = await db
    .select()
    .from(leadCalls)
    .where(eq(leadCalls.leadId, lead.id))
    .orderBy(desc(leadCalls.createdAt), desc(leadCalls.id))
    .limit(20)
  const peopleIds = [
    ...new Set(
      [lead.assignedToId, ...followups.map((f) => f.executiveId), ...calls.map((c) => c.requestedById)].filter((v): v is string => !!v),
    ),
  ]
  const people = new Map(
    (peopleIds.length
      ? await db.select({ id: users.id, fname: users.fname, lname: users.lname }).from(users).where(inArray(users.id, peopleIds))
      : []
    ).map((p) => [p.id, p]),
  )
  const personOf = (id: string | null) => {
    const p = id ? people.get(id) : undefined
    return p ? { _id: p.id, fname: p.fname, lname: p.lname } : null
  }
  return {
    _id: lead.id,
    fname: lead.fname,
    lname: lead.lname,
    mobileNo: lead.mobileNo,
    email: lead.email,
    city: lead.city,
    marketingType: lead.marketingType ?? [],
    callStatus: lead.callStatus,
    assignedTo: personOf(lead.assignedToId),
    followups: followups.map((f) => ({
      _id: f.id,
      assignedExecutive: personOf(f.executiveId),
      assignedExecutiveName: name(people.get(f.executiveId)),
      followUpDate: unixSeconds(f.followUpDate)!,
      remark: f.remark,
      createdAt: unixSeconds(f.createdAt)!,
    })),
    calls: calls.map((c) => ({
      _id: c.id,
      status: c.status,
      duration: c.duration,
      provider: c.provider,
      requestedBy: personOf(c.requestedById),
      createdAt: unixSeconds(c.createdAt)!,
      updatedAt: unixSeconds(c.updatedAt)!,
    })),
    lastDuration: lead.lastDuration,
    lastCallOutcome: lead.lastCallOutcome,
    lastCallAt: unixSeconds(lead.lastCallAt),
    createdAt: unixSeconds(lead.createdAt)!,
    updatedAt: unixSeconds(lead.updatedAt)!,
    version: lead.version,
  }
}

/** A call's outcome as the provider reports it. */
export interface CallOutcomeReport {
  provider: string
  providerCallId: string
  status: CallOutcome
  duration: number | null
}

/**
 * Records a call's outcome (from the provider's status callback or the local provider) inside the caller's transaction:
 * the call row, the lead's last call outcome, duration and time, and the audit row. Answers null when no call has that
 * provider id. A call already final keeps its outcome (callbacks may repeat).
 */
export async function applyCallOutcome(
  tx: Tx,
  audit: AuditInTx,
  now: Date,
  { provider, providerCallId, status, duration }: CallOutcomeReport,
): Promise<{ leadId: string; callId: string } | null> {
  const [call] = await tx
    .select()
    .from(leadCalls)
    .where(and(eq(leadCalls.provider, provider), eq(leadCalls.providerCallId, providerCallId)))
  if (!call) return null
  if (call.status !== 'requested' || status === 'requested') return { leadId: call.leadId, callId: call.id }
  const seconds = duration ?? (status === 'completed' ? null : 0)
  await tx.update(leadCalls).set({ status, duration: seconds, updatedAt: now }).where(eq(leadCalls.id, call.id))
  await tx
    .update(leads)
    .set({ lastCallOutcome: status, lastDuration: seconds, lastCallAt: now, updatedAt: now })
    .where(eq(leads.id, call.leadId))
  await audit({
    action: 'call.status',
    entity: 'lead',
    recordId: call.leadId,
    // `via`: the integration whose callback this may be (the logs name it as the actor when no person acted).
    changes: { call: call.id, status, duration: seconds, via: provider },
    comment: `call ${status}${seconds !== null ? `, ${seconds} s` : ''}`,
  })
  return { leadId: call.leadId, callId: call.id }
}
