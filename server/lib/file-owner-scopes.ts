import type { Db } from '../db/client'
import type { FileOwner } from '../db/schema'
import type { RequestAuth } from '../types'

/** Whether a record of a scoped module is within the reader's reach (SECURITY.md item 14). */
export type FileOwnerScope = (db: Db, auth: RequestAuth, recordId: string) => Promise<boolean>

const scopes = new Map<FileOwner, FileOwnerScope>()

/**
 * A module whose records own files and are scoped (tickets) says here how to tell whether a record is within a
 * reader's reach; the files module (read-access.ts) asks it before serving the record's files, so a file is never
 * readable by someone the record's own details call would answer 123. The check is a pure function of the database
 * and the actor: registering it again (another app instance in the same process) replaces it with the same.
 */
export function registerFileOwnerScope(entity: FileOwner, scope: FileOwnerScope): void {
  scopes.set(entity, scope)
}

/** The registered scope of a kind of record, if its module declared one. */
export const fileOwnerScope = (entity: FileOwner): FileOwnerScope | undefined => scopes.get(entity)
