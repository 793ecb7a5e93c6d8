import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../server/lib/database-unavailable'

/** pg's DatabaseError as the server sends it: a message, a SQLSTATE and a severity. */
const serverError = (code: string, severity = 'ERROR', message = 'x') => Object.assign(new Error(message), { code, severity })
/** Drizzle wraps the driver's error ('Failed query: …', the original as `cause`). */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause })

/** SECURITY.md items 23 and 33: what a lost or refused connection looks like, as opposed to a wrong query. */
describe('isDatabaseUnavailable', () => {
  it('knows a connection the server ended or will not make now, also wrapped by drizzle', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) {
      expect(isDatabaseUnavailable(serverError(code, 'FATAL')), code).toBe(true)
      expect(isDatabaseUnavailable(wrapped(serverError(code, 'FATAL'))), code).toBe(true)
    }
  })

  it('knows the socket going away and what pg says when a connection died or never came', () => {
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE'])
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error(`read ${code}`), { code }))), code).toBe(true)
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
    ])
      expect(isDatabaseUnavailable(wrapped(new Error(message))), message).toBe(true)
  })

  it('leaves a wrong query or a broken rule to the error handler as it is', () => {
    for (const code of ['23505', '23503', '42P01', '22P02', '57014', '40001'])
      expect(isDatabaseUnavailable(wrapped(serverError(code))), code).toBe(false)
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
