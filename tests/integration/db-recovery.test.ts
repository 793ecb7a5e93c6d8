import net from 'node:net'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { ManualClock } from '../../server/clock'
import { testConfig } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/client'
import { OutboxSender } from '../../server/providers/outbox'
import type { FastifyInstance } from 'fastify'

const url = process.env.TEST_DATABASE_URL

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, as if the database went away. */
class CuttableProxy {
  private server: net.Server | null = null
  private sockets = new Set<net.Socket>()
  port = 0
  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost)
      for (const s of [client, upstream]) {
        this.sockets.add(s)
        s.on('close', () => this.sockets.delete(s))
        s.on('error', () => s.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()))
    this.port = (this.server.address() as net.AddressInfo).port
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
    this.server = null
  }
}

/** SECURITY.md item 23: the database going away and coming back. */
describe.skipIf(!url)('database outage on PostgreSQL', () => {
  let proxy: CuttableProxy
  let database: Database
  let app: FastifyInstance
  const name = `t_${randomBytes(6).toString('hex')}`

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const target = new URL(url!)
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432))
    await proxy.up()
    target.hostname = '127.0.0.1'
    target.port = String(proxy.port)
    target.pathname = `/${name}`
    database = await openDatabase({ url: target.toString(), dataDir: '' })
    const clock = new ManualClock()
    app = await buildApp(
      {
        config: testConfig({ AUTH_RATE_LIMIT: '10000' }),
        database,
        clock,
        sms: new OutboxSender(database.db, clock, 'sms'),
        mail: new OutboxSender(database.db, clock, 'mail'),
      },
      { clientDir: null },
    )
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await proxy?.down()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/admin/accountLogin',
      headers: { 'x-requested-with': 'x', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: '9000000001', password: 'Demo@12345' }),
    })

  it('answers a clear 503 while the database is away and recovers by itself', async () => {
    expect((await login()).statusCode).toBe(401)
    await proxy.down()
    const during = await login()
    expect(during.statusCode).toBe(503)
    expect(during.json()).toEqual({ responseCode: 113, message: 'Service unavailable, Please try after sometime' })
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(0)
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)

    await proxy.up()
    let recovered = 0
    for (let i = 0; i < 50 && recovered !== 401; i++) {
      recovered = (await login()).statusCode
      if (recovered !== 401) await new Promise((r) => setTimeout(r, 100))
    }
    expect(recovered).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})
