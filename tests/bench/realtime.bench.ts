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
import { parseArgs } from 'node:util'
import { Redis } from 'ioredis'
import { openDatabase } from '../../server/db/client'
import { scratchDatabase, startNode, type Node } from '../integration/support/nodes'
import { createAgents, type Agent } from './realtime/agents'
import { connectAgents, deliverCalls, describeLatency } from './realtime/calls'

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

/** The agents, written through a connection of this process (the nodes share the PostgreSQL database). */
async function agentsOn(url: string, n: number): Promise<Agent[]> {
  const database = await openDatabase({ url, dataDir: '' })
  try {
    return await createAgents(database, n)
  } finally {
    await database.close()
  }
}

async function run(label: string, nodes: Node[], agents: Agent[]) {
  const urls = nodes.map((n) => n.url)
  const { sockets, connectMs } = await connectAgents(urls, agents)
  const d = await deliverCalls(urls, agents, sockets, { label, calls: CALLS, rate: RATE, secret: SECRET })
  for (const s of sockets) s.close()
  console.log(
    `${label.padEnd(10)} agents ${agents.length} (connected in ${connectMs} ms), calls ${CALLS} in ${d.sentMs.toFixed(0)} ms (paced at ${RATE}/s)` +
      `\n           latency ${describeLatency(d)};` +
      ` lost ${d.lost}, webhook errors ${d.failed}, misdelivered ${d.misdelivered}`,
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
      const agents = await agentsOn(db.url, AGENTS)
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
      const agents = await agentsOn(db.url, AGENTS)
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
