import type { Need } from '../../shared/permissions'
import type { Tx } from '../audit/transact'
import type { RequestAuth } from '../types'
import { recordNotFound } from './user-reach'

/** How a module tells whether one of its records is readable by an actor, read in a write's transaction. */
export interface RecordReference {
  /** The permission its details call needs. */
  access: Need
  /**
   * The record within the actor's scope (the details call's), read in `tx` under a share lock so it cannot change
   * hands or go before the referencing write commits; null when there is none.
   */
  read: (tx: Tx, auth: RequestAuth, id: string) => Promise<{ scuId: string | null } | null>
}

const references = new Map<string, RecordReference>()

/**
 * A module whose records other modules' writes name (a stock issue's service request or booking) says here how to
 * read one as the actor may (SECURITY.md item 14); a write that takes such an id asks `referencedRecord` in its
 * transaction, so a reference is never a record its own details call would answer 123. Registering again (another app
 * instance in the same process) replaces it with the same.
 */
export function registerRecordReference(entity: string, reference: RecordReference): void {
  references.set(entity, reference)
}

/**
 * The referenced record, read in the write's transaction; refuses with 123 (recordNotFound) when its module is not
 * there, the actor lacks its details permission, or it is out of the actor's reach or does not exist.
 */
export async function referencedRecord(tx: Tx, auth: RequestAuth, entity: string, id: string): Promise<{ scuId: string | null }> {
  const reference = references.get(entity)
  if (!reference || !auth.perms.allows(reference.access)) recordNotFound()
  return (await reference.read(tx, auth, id)) ?? recordNotFound()
}
