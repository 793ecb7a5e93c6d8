import { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { RC } from '../../shared/response-codes'
import { denied, invalidSession, ok, Refused, refuse, RETRY_AFTER_SECONDS, unavailable } from '../../server/http'
import { badInput } from '../../server/lib/bad-input'
import { editConflict } from '../../server/lib/record-versions'
import { recordNotFound } from '../../server/lib/user-reach'
import { registerErrorHandling } from '../../server/plugins/errors'

/** Issue 34: a thrown refusal is the answer, from the one error handler, with its code's status; never logged as an error. */
describe('the error plugin answers a thrown refusal', () => {
  let app: FastifyInstance
  const logged: { level: number; msg: string }[] = []

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).trim().split('\n')) logged.push(JSON.parse(line) as { level: number; msg: string })
        done()
      },
    })
    app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true })
    registerErrorHandling(app)
    const routes: Record<string, () => unknown> = {
      notFound: () => recordNotFound(),
      denied: () => denied(),
      session: () => invalidSession(),
      refused: () => refuse(RC.DUPLICATE, 'Taken', { field: 'mobileNo' }),
      unavailable: () => unavailable('Try again soon'),
      badInput: () => badInput(z.object({ a: z.string({ error: 'a is required' }) }).safeParse({}).error!),
      conflict: () => editConflict({ title: 'Now', version: 3 }, { name: 'Asha', at: 1 }),
      custom: () => {
        throw new Refused(RC.BAD_INPUT, 'Too large', undefined, 413)
      },
      // After an awaited refusal nothing more runs: the route would answer 109 and log otherwise.
      awaited: async () => {
        await Promise.resolve()
        recordNotFound()
        throw new Error('went on after the refusal')
      },
    }
    app.get('/fault', async () => {
      throw new Error('boom')
    })
    for (const [name, run] of Object.entries(routes))
      app.get(`/${name}`, async (_request, reply) => {
        await run()
        return ok(reply)
      })
    await app.ready()
  })
  afterAll(() => app.close())

  it.each([
    ['notFound', 404, { responseCode: 123, message: 'Record not found' }],
    ['denied', 403, { responseCode: 111 }],
    ['session', 401, { responseCode: 108 }],
    ['refused', 409, { responseCode: 114, message: 'Taken', field: 'mobileNo' }],
    ['unavailable', 503, { responseCode: 113, message: 'Try again soon' }],
    ['badInput', 400, { responseCode: 110, message: 'a is required', errors: [{ path: 'a', message: 'a is required' }] }],
    ['conflict', 409, { responseCode: 125, current: { title: 'Now', version: 3 }, changedBy: { name: 'Asha', at: 1 } }],
    ['custom', 413, { responseCode: 110, message: 'Too large' }],
    ['awaited', 404, { responseCode: 123, message: 'Record not found' }],
  ] as const)('%s: HTTP %i with its envelope', async (name, status, body) => {
    logged.length = 0
    const res = await app.inject({ method: 'GET', url: `/${name}` })
    expect([res.statusCode, res.json()]).toEqual([status, expect.objectContaining(body)])
    expect(res.headers['retry-after']).toBe(status === 503 ? String(RETRY_AFTER_SECONDS) : undefined)
    // pino's error level is 50: a refusal is an answer, not a fault.
    expect(logged.filter((l) => l.level >= 50)).toEqual([])
  })

  it('still logs and hides what is not a refusal (500/113)', async () => {
    logged.length = 0
    const res = await app.inject({ method: 'GET', url: '/fault' })
    expect([res.statusCode, res.json().responseCode]).toEqual([500, 113])
    expect(logged.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['unhandled error'])
  })
})
