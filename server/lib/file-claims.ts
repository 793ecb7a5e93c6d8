import { and, eq, isNull, or, type SQL } from 'drizzle-orm'
import { FILE_MESSAGES, storedFileOf } from '../../shared/api/files'
import { RC } from '../../shared/response-codes'
import type { Tx } from '../audit/transact'
import type { Db } from '../db/client'
import { files, type FileOwner } from '../db/schema'
import { Refused } from '../http'

/** A save referenced stored files that are not the actor's to attach: 400/110 `FILE_MESSAGES.notYours`, the save rolled back. */
export class FileClaimRefused extends Refused {
  constructor(readonly urls: string[]) {
    super(RC.BAD_INPUT, FILE_MESSAGES.notYours)
  }
}

export interface FileClaim {
  entity: FileOwner
  recordId: string
  /** The record's file fields as saved; web addresses, text and empty values are skipped. */
  urls: Iterable<string | null | undefined>
  /** Who saves the record: only their own unclaimed uploads can be taken. */
  actorId: string
  /** Sets the public flag of every file the record owns (advertisement media while published and active). */
  public?: boolean
}

/**
 * Makes the record the owner of the stored files its fields reference (SECURITY.md item 28); call it inside the
 * transaction that saves the record. A file the record already owns stays; an unclaimed upload of the actor is taken;
 * any other file throws FileClaimRefused, which rolls the save back (answer 110 `FILE_MESSAGES.notYours`). An address
 * no stored file has is skipped: nothing is served under it. Files the record no longer references stay its own.
 */
export async function claimFiles(tx: Tx | Db, claim: FileClaim): Promise<void> {
  const refs = new Map<string, { bucket: string; name: string; url: string }>()
  for (const url of claim.urls) {
    const ref = url ? storedFileOf(url) : null
    if (ref) refs.set(`${ref.bucket}/${ref.name}`, { ...ref, url: url! })
  }
  const owned = and(eq(files.ownerEntity, claim.entity), eq(files.ownerId, claim.recordId))
  if (refs.size > 0) {
    const which = or(...[...refs.values()].map((r) => and(eq(files.bucket, r.bucket), eq(files.name, r.name))))
    const rows = await tx.select().from(files).where(which)
    const isOwn = (r: typeof files.$inferSelect) => r.ownerEntity === claim.entity && r.ownerId === claim.recordId
    const takeable = (r: typeof files.$inferSelect) => r.ownerEntity === null && r.uploadedById === claim.actorId
    const urlOf = (r: typeof files.$inferSelect) => refs.get(`${r.bucket}/${r.name}`)!.url
    const refused = rows.filter((r) => !isOwn(r) && !takeable(r))
    if (refused.length) throw new FileClaimRefused(refused.map(urlOf))

    const toTake = rows.filter(takeable)
    if (toTake.length) {
      const taken = await tx
        .update(files)
        .set({ ownerEntity: claim.entity, ownerId: claim.recordId })
        .where(
          and(
            or(...toTake.map((r) => and(eq(files.bucket, r.bucket), eq(files.name, r.name)))),
            isNull(files.ownerEntity),
            eq(files.uploadedById, claim.actorId),
          ),
        )
        .returning({ bucket: files.bucket, name: files.name })
      // Another save took one of them between the read and the update.
      if (taken.length !== toTake.length) throw new FileClaimRefused(toTake.map(urlOf))
    }
  }
  if (claim.public !== undefined) await setPublic(tx, owned, claim.public)
}

/** Sets the public flag of every file a record owns (an advertisement deleted: its media is no longer public). */
export async function setRecordFilesPublic(tx: Tx | Db, entity: FileOwner, recordId: string, value: boolean): Promise<void> {
  await setPublic(tx, and(eq(files.ownerEntity, entity), eq(files.ownerId, recordId)), value)
}

const setPublic = (tx: Tx | Db, where: SQL | undefined, value: boolean) => tx.update(files).set({ public: value }).where(where)
