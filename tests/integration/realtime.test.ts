import type { AddressInfo } from 'node:net'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Harness } from './support/harness'

describe.each(oneDatabase)('socket.io handshake on $name', (tdb) => {
  let h: Harness
  let url: string
  beforeAll(async () => {
    h = await startHarness(tdb)
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => h.close())

  function open(headers: Record<string, string>): Promise<{ socket: Socket; error?: string }> {
    return new Promise((resolve) => {
      const socket = connect(url, { transports: ['websocket'], extraHeaders: headers, reconnection: false, timeout: 5000 })
      socket.on('connect', () => resolve({ socket }))
      socket.on('connect_error', (err) => resolve({ socket, error: err.message }))
    })
  }

  it('refuses a socket without a session', async () => {
    const { socket, error } = await open({})
    expect(error).toBeDefined()
    socket.close()
  })

  it('refuses a signed-in socket from a foreign origin', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    const { socket, error } = await open({ cookie: `sid=${agent.cookie}`, origin: 'https://evil.example' })
    expect(error).toBeDefined()
    socket.close()
  })

  it('accepts a signed-in socket and closes it when the user logs out', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    const { socket, error } = await open({ cookie: `sid=${agent.cookie}`, origin: url })
    expect(error).toBeUndefined()
    expect(socket.connected).toBe(true)
    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)))
    expect((await agent.get('/api/admin/logout')).body.responseCode).toBe(109)
    expect(await closed).toBe('io server disconnect')
  })

  it('survives malformed packets', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    const { socket } = await open({ cookie: `sid=${agent.cookie}`, origin: url })
    socket.emit('give-call-logs-to-admin', { __proto__: { polluted: true } }, 'x'.repeat(10_000))
    // A raw engine.io frame that is not a socket.io packet.
    ;(socket.io.engine as unknown as { write(data: string): void }).write('4{not json')
    await new Promise((r) => setTimeout(r, 200))
    socket.close()
    const again = await open({ cookie: `sid=${agent.cookie}`, origin: url })
    expect(again.error).toBeUndefined()
    again.socket.close()
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(109)
  })
})
