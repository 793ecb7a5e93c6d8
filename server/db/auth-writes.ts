/**
 * Which writes change what a signed-in request reads about its session (server/auth/sessions.ts, sessionLookup): the
 * user, role, service centre and branch rows, and the end of sessions. The same list, in SQL, is what the triggers of
 * migration 0012_auth_changed notify on `auth_changed`; this side lets a node drop its own cached sessions as soon as its
 * own statement completes, before the notification comes back.
 */

/**
 * The users columns sessionLookup reads (besides the key). An update setting only others (the password attempt counter
 * at each sign-in, the password hash, timestamps) changes no cached session; the trigger's `UPDATE OF` lists the same.
 */
export const SESSION_USER_COLUMNS = [
  'user_type',
  'active',
  'is_super_admin',
  'role_id',
  'fname',
  'lname',
  'mobile_no',
  'email',
  'profile_image',
  'must_change_password',
  'scu_id',
  'branch_id',
] as const

/** A table name as drizzle writes it (quoted) or as raw SQL does (bare, maybe schema-qualified), and nothing longer. */
const table = (names: string) => `(?:"?public"?\\.)?"?(?:${names})"?(?![\\w$])`
const WRITTEN_ANY_WAY = 'roles|branches|service_centres'
const INSERT = new RegExp(`\\binsert\\s+into\\s+${table(`users|${WRITTEN_ANY_WAY}`)}`, 'i')
const UPDATE = new RegExp(`\\bupdate\\s+(?:only\\s+)?${table(WRITTEN_ANY_WAY)}`, 'i')
const DELETE = new RegExp(`\\bdelete\\s+from\\s+(?:only\\s+)?${table(`users|sessions|${WRITTEN_ANY_WAY}`)}`, 'i')
const UPDATE_USERS = new RegExp(`\\bupdate\\s+(?:only\\s+)?${table('users')}`, 'ig')
// An assignment `"col" =` (a qualified `"users"."col" =` in a where clause is preceded by a dot, so not counted).
const SETS_SESSION_COLUMN = new RegExp(`(?:^|[\\s,(])"?(?:${SESSION_USER_COLUMNS.join('|')})"?\\s*=`, 'i')
const TRUNCATE = /\btruncate\s+([^;]*)/gi
const TRUNCATED = new RegExp(`(?:^|[\\s,."])(?:users|sessions|${WRITTEN_ANY_WAY})"?(?![\\w$])`, 'i')
// Cheap first look: most statements (every select) have none of these words.
const WRITE_WORD = /\b(?:insert|update|delete|truncate)\b/i

/**
 * True when the SQL text (one statement or several) may change a cached session: an insert, update, delete or
 * truncate of users, roles, branches or service_centres, or a delete or truncate of sessions. An update of users counts
 * only when it sets a column of SESSION_USER_COLUMNS. It errs towards true (a word in a string or comment counts): a
 * needless flush costs one lookup per session, a missed one would keep a stale session.
 */
export function writesAuthTables(sqlText: string): boolean {
  if (!WRITE_WORD.test(sqlText)) return false
  if (INSERT.test(sqlText) || UPDATE.test(sqlText) || DELETE.test(sqlText)) return true
  for (const m of sqlText.matchAll(UPDATE_USERS)) {
    if (SETS_SESSION_COLUMN.test(sqlText.slice(m.index + m[0].length))) return true
  }
  for (const m of sqlText.matchAll(TRUNCATE)) {
    if (TRUNCATED.test(` ${m[1]}`)) return true
  }
  return false
}

/** The listeners of a database's auth writes (Database.onAuthWrite): each is called after such a write completes. */
export class AuthWriteHub {
  private readonly listeners = new Set<() => void>()

  on = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  emit(): void {
    for (const listener of this.listeners) listener()
  }
}
