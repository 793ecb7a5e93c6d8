/**
 * Incoming calls under load (issue 6): 1,000 connected agent sockets, 1,000 webhook calls spread over them, each to
 * another agent; prints the delivery latency (from sending the webhook POST to the event arriving on the agent's
 * socket) p50/p95/p99/max and the events lost, on one node and — when Redis answers — on two nodes sharing Redis,
 * with the agents split over both and the calls posted to both (half of the deliveries cross nodes).
 *
 *   npm run bench:realtime                      1,000 agents, 1,000 calls at 100 calls per second
 *   npm run bench:realtime -- --agents 200 --calls 200 --rate 50
 *
 * The calls are paced (a telephony provider posts calls as they come, it does not queue them): each webhook is sent at
 * its scheduled time whether or not the earlier ones were answered, so a slow server shows as latency, not as a lower
 * rate.
 *
 * The nodes are the real product (`tsx server/index.ts`) in child processes on a scratch PostgreSQL database
 * (BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; Redis is BENCH_REDIS_URL
 * or redis://127.0.0.1:6379. The agents are created with their sessions directly in the database. Target: p95 at most
 * 100 ms, nothing lost. Prints figures and never asserts: machines differ.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { Redis } from 'ioredis'
import type { Socket } from 'socket.io-client'
import { sha256 } from '../../server/auth/tokens'
import { openDatabase } from '../../server/db/client'
import { sessions, users } from '../../server/db/schema'
import { REALTIME_EVENTS, type IncomingCall } from '../../shared/api/realtime'
import { openSocket, scratchDatabase, startNode, type Node } from '../integration/support/nodes'

const { values } = parseArgs({
  options: {
    agents: { type: 'string', default: '1000' },
    calls: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
  },
})
const AGENTS = Number(values.agents)
const CALLS = Number(values.calls)
const RATE = Number(values.rate)
const DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const SECRET = 'bench-webhook-secret-0123456789'

async function redisAnswers(url: string): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  r.on('error', () => {})
  try {
    await r.connect()
    return (await r.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    r.disconnect()
  }
}

/** The agents: admin users with mobile numbers 81000xxxxx and an active session each. Answers their cookies. */
async function createAgents(url: string, n: number): Promise<{ mobileNo: string; cookie: string }[]> {
  const database = await openDatabase({ url, dataDir: '' })
  const agents: { mobileNo: string; cookie: string }[] = []
  try {
    const now = new Date()
    for (let i = 0; i < n; i += 500) {
      const batch = Array.from({ length: Math.min(500, n - i) }, (_, k) => ({
        userType: 'admin' as const,
        fname: `Agent ${i + k}`,
        mobileNo: String(8_100_000_000 + i + k),
      }))
      const rows = await database.db.insert(users).values(batch).returning({ id: users.id, mobileNo: users.mobileNo })
      const tokens = rows.map(() => randomBytes(32).toString('base64url'))
      await database.db.insert(sessions).values(
        rows.map((r, k) => ({
          idHash: sha256(tokens[k]!),
          userId: r.id,
          stage: 'active' as const,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + 6 * 3_600_000),
        })),
      )
      rows.forEach((r, k) => agents.push({ mobileNo: r.mobileNo, cookie: `sid=${tokens[k]}` }))
    }
  } finally {
    await database.close()
  }
  return agents
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN

async function run(label: string, nodes: Node[], agents: { mobileNo: string; cookie: string }[]) {
  // Connect every agent (in batches, so the handshakes' session reads do not all queue at once).
  const sockets: Socket[] = []
  const connectStarted = Date.now()
  for (let i = 0; i < agents.length; i += 100) {
    sockets.push(...(await Promise.all(agents.slice(i, i + 100).map((a, k) => openSocket(nodes[(i + k) % nodes.length]!.url, a.cookie)))))
  }
  const connectMs = Date.now() - connectStarted

  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let strays = 0
  sockets.forEach((s, i) =>
    s.on(REALTIME_EVENTS.incomingCall, (call: IncomingCall) => {
      const t0 = sentAt.get(call.callId)
      if (t0 === undefined || call.agentMobileNo !== agents[i]!.mobileNo) {
        strays++
        return
      }
      latencies.push(performance.now() - t0)
      sentAt.delete(call.callId)
    }),
  )

  let failed = 0
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < CALLS; i++) {
    const due = started + (i * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const agent = agents[(i * 7919) % agents.length]!
    const node = nodes[i % nodes.length]!
    const callId = `bench-${label}-${i}`
    sentAt.set(callId, performance.now())
    inFlight.push(
      fetch(`${node.url}/api/exotel/incoming`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-webhook-token': SECRET },
        body: new URLSearchParams({ CallSid: callId, From: `09${String(800_000_000 + i)}`, DialWhomNumber: agent.mobileNo }).toString(),
      }).then(
        async (res) => {
          if (res.status !== 200) failed++
          await res.arrayBuffer()
        },
        () => void failed++,
      ),
    )
  }
  await Promise.all(inFlight)
  const sentMs = performance.now() - started
  // Stragglers get 5 s.
  for (let t = 0; t < 50 && sentAt.size > 0; t++) await new Promise((r) => setTimeout(r, 100))
  const lost = sentAt.size
  for (const s of sockets) s.close()

  const sorted = latencies.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(10)} agents ${agents.length} (connected in ${connectMs} ms), calls ${CALLS} in ${sentMs.toFixed(0)} ms (paced at ${RATE}/s)` +
      `\n           latency p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms;` +
      ` lost ${lost}, webhook errors ${failed}, misdelivered ${strays}`,
  )
}

async function main() {
  const redis = await redisAnswers(REDIS)
  console.log(
    `realtime bench: ${AGENTS} agents, ${CALLS} calls; PostgreSQL ${DATABASE.replace(/\/\/[^@]*@/, '//')}; Redis ${redis ? REDIS : 'not reachable (two-node case skipped)'}`,
  )

  {
    const db = await scratchDatabase(DATABASE, 'bench_rt')
    let node: Node | undefined
    try {
      node = await startNode({ DATABASE_URL: db.url, EXOTEL_WEBHOOK_SECRET: SECRET })
      const agents = await createAgents(db.url, AGENTS)
      await run('one node', [node], agents)
    } finally {
      await node?.stop()
      await db.drop()
    }
  }
  if (redis) {
    const db = await scratchDatabase(DATABASE, 'bench_rt')
    const nodes: Node[] = []
    try {
      nodes.push(await startNode({ DATABASE_URL: db.url, REDIS_URL: REDIS, EXOTEL_WEBHOOK_SECRET: SECRET }))
      nodes.push(await startNode({ DATABASE_URL: db.url, REDIS_URL: REDIS, EXOTEL_WEBHOOK_SECRET: SECRET, SEED_DEMO: 'false' }))
      const agents = await createAgents(db.url, AGENTS)
      await run('two nodes', nodes, agents)
    } finally {
      await Promise.all(nodes.map((n) => n.stop()))
      await db.drop()
    }
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
