/**
 * SQLSTATEs that mean the database is there but will not serve us now (SECURITY.md item 23): the connection was
 * refused (too many connections, starting up or shutting down, a database or role that does not exist, refused
 * authentication) or ended by the server (administrator command, crash, database dropped, idle session timeout).
 * Class 08 (connection exception) counts as a whole.
 */
const REFUSED_OR_ENDED = new Set([
  '53300', // too_many_connections (also a database's or role's connection limit)
  '57P01', // admin_shutdown (pg_terminate_backend, server stopping)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57P04', // database_dropped
  '57P05', // idle_session_timeout
  '3D000', // invalid_catalog_name: the database does not exist
  '28000', // invalid_authorization_specification: the role does not exist or pg_hba refuses the connection
  '28P01', // invalid_password
  'DB_BUSY', // ours (server/db/fair-gate.ts): the embedded database gave no turn within DB_QUEUE_WAIT_MS
])

/** Errors of the socket under the driver. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
])

/** What pg (and PGlite) say, without a code, when a connection died, never came, or the database was closed. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/

interface DriverError {
  code?: unknown
  severity?: unknown
  message?: unknown
  cause?: unknown
}

function refusedOrEnded(e: DriverError): boolean {
  const code = typeof e.code === 'string' ? e.code : ''
  if (REFUSED_OR_ENDED.has(code) || NETWORK.has(code) || code.startsWith('08')) return true
  // FATAL ends the session: the server refusing a connection says so at this severity (55000 'database is not currently
  // accepting connections' when ALLOW_CONNECTIONS is false). The same codes at ERROR are ordinary query errors.
  if (e.severity === 'FATAL' || e.severity === 'PANIC') return true
  return typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)
}

/**
 * True when an error, or any error in its cause chain, means the database is unavailable rather than the query
 * wrong: pg raises the server's error, and drizzle wraps it again ('Failed query: …', the original as `cause`).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as DriverError | null | undefined
  for (let depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if (refusedOrEnded(e)) return true
    e = e.cause as DriverError | undefined
  }
  return false
}
