/**
 * The child of bench:api that plays the telephony provider and the agents for the realtime check (issue 23: incoming
 * calls still reach every agent while the list is under load): connects every agent's socket to the real app, says
 * 'connected', and on 'go' posts the incoming-call webhooks paced, then answers what was delivered. A process of its
 * own, so the delivery latencies are not those of the parent's event loop, busy with the list load's clients.
 */
import { connectAgents, deliverCalls } from '../realtime/calls'
import { WEBHOOK_SECRET, type CallsSpec, type ChildMessage, type ParentMessage } from './protocol'

async function main(spec: CallsSpec): Promise<void> {
  const send = (m: ChildMessage) => process.send!(m)
  const { sockets, connectMs } = await connectAgents([spec.url], spec.agents)
  process.on('message', (m: ParentMessage) => {
    if (m.type === 'stop') {
      for (const s of sockets) s.close()
      process.exit(0)
    }
    if (m.type !== 'go') return
    deliverCalls([spec.url], spec.agents, sockets, { label: 'api', calls: spec.calls, rate: spec.rate, secret: WEBHOOK_SECRET }).then(
      (delivery) => send({ type: 'delivered', delivery }),
      (err: unknown) => send({ type: 'failed', error: String((err as Error)?.stack ?? err) }),
    )
  })
  send({ type: 'connected', connectMs })
}

if (process.argv[2] === '--serve') {
  main(JSON.parse(process.argv[3]!) as CallsSpec).catch((err: unknown) => {
    process.send!({ type: 'failed', error: String((err as Error)?.stack ?? err) } satisfies ChildMessage)
    process.exit(1)
  })
}
