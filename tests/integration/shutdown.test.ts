import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import { describe, expect, it } from 'vitest'

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port
      srv.close(() => resolve(port))
    })
  })
}

/** SECURITY.md item 22: on SIGTERM, requests in flight finish, new ones are refused, the process exits within 10 s. */
describe('graceful shutdown of the real server process', () => {
  it('finishes a request in flight, refuses new ones and exits in time', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: Date.now() })))
    try {
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break
        } catch {
          // starting
        }
        if (i > 300) throw new Error(`server did not start: ${output}`)
        await new Promise((r) => setTimeout(r, 100))
      }

      // A sign-in request whose body is still arriving when SIGTERM comes.
      const body = JSON.stringify({ email: '9000000001', password: 'Demo@12345' })
      const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: '/api/admin/accountLogin', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-requested-with': 'x' } },
          (res) => {
            let text = ''
            res.on('data', (c) => (text += c))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
          },
        )
        req.on('error', reject)
        req.write(body.slice(0, 10))
        setTimeout(() => {
          child.kill('SIGTERM')
          setTimeout(() => req.end(body.slice(10)), 300)
        }, 200)
      })
      const signalledAt = Date.now() + 200
      const answer = await inFlight
      // The request completed with a real answer (wrong credentials: the database is empty), not a dropped connection.
      expect(answer.status).toBe(401)
      expect(JSON.parse(answer.text).responseCode).toBe(103)

      // New requests are refused: the port no longer accepts connections (or answers 503 while closing).
      const late = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status).catch(() => 'refused')
      expect([503, 'refused']).toContain(late)

      const { code, at } = await exited
      expect(code).toBe(0)
      expect(at - signalledAt).toBeLessThan(10_000)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
