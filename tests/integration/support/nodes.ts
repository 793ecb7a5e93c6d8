import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import pg from 'pg'
import { io as connect, type Socket } from 'socket.io-client'

/** A server node: the real product (`tsx server/index.ts`) in a child process on a free port. */
export interface Node {
  url: string
  stop(): Promise<void>
  output(): string
  /** The process's exit code (or the signal that ended it); null while it runs. */
  exited(): number | string | null
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

export async function startNode(env: Record<string, string>): Promise<Node> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ACCOUNT_SIGNIN_LIMIT: '100000',
      API_RATE_LIMIT: '1000000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    output: () => output,
    exited: () => child.exitCode ?? child.signalCode,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** A fresh database on the server of `url`; `drop` removes it. */
export async function scratchDatabase(url: string, prefix = 't'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/** Signs in through the real HTTP steps (the code from the development outbox); answers the Cookie header. */
export async function httpSignIn(url: string, mobileNo: string, password = 'Demo@12345'): Promise<string> {
  const cookies = new Map<string, string>()
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(body),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';', 1)
      const at = pair!.indexOf('=')
      if (at > 0) cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim())
    }
    return (await res.json()) as { responseCode: number }
  }
  const login = await post('/api/admin/accountLogin', { email: mobileNo, password })
  if (login.responseCode !== 122) throw new Error(`sign-in of ${mobileNo}: ${JSON.stringify(login)}`)
  let code: string | undefined
  for (let i = 0; i < 50 && !code; i++) {
    const list = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[]
    code = list.find((m) => m.to === mobileNo)?.text.match(/\b(\d{6})\b/)?.[1]
    if (!code) await new Promise((r) => setTimeout(r, 100))
  }
  const verified = await post('/api/admin/verify/otp', { otpVal: code })
  if (verified.responseCode !== 109) throw new Error(`code of ${mobileNo}: ${JSON.stringify(verified)}`)
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
}

/** A connected socket with that Cookie header (rejects when the handshake is refused). */
export function openSocket(url: string, cookie: string, opts: { device?: boolean } = {}): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    auth: opts.device ? { device: true } : {},
    forceNew: true,
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (err) => {
      socket.close()
      reject(err)
    })
  })
}

/** The first `event` on `socket` that `match` accepts, or null after `ms`. */
export function nextEvent<T>(socket: Socket, event: string, match: (p: T) => boolean = () => true, ms = 5000): Promise<T | null> {
  return new Promise((resolve) => {
    const on = (payload: T) => {
      if (!match(payload)) return
      clearTimeout(timer)
      socket.off(event, on)
      resolve(payload)
    }
    const timer = setTimeout(() => {
      socket.off(event, on)
      resolve(null)
    }, ms)
    socket.on(event, on)
  })
}
