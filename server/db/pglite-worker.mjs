// The embedded database's own thread (server/db/pglite-remote.ts starts it): PGlite runs here, so a query never stops
// the server's event loop. Plain JavaScript on purpose: the same file runs under tsx, vitest and the built bundle.
// The main thread serialises what it sends (one query or one transaction at a time); this side answers in order.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** @type {PGlite} */
let db
/** Open transactions by id: the PGlite transaction handle and how to end it. */
const open = new Map()

/** drizzle asks for some types as PostgreSQL's text (timestamps, dates, intervals): the same identity parsers here. */
function parsersFor(oids) {
  if (!oids) return undefined
  return Object.fromEntries(oids.map((oid) => [oid, (value) => value]))
}

function queryOptions(m) {
  const parsers = parsersFor(m.parsers)
  return m.rowMode || parsers ? { ...(m.rowMode ? { rowMode: m.rowMode } : {}), ...(parsers ? { parsers } : {}) } : undefined
}

/** A PGlite error keeps its SQLSTATE, constraint, detail…: every own field crosses, not only the message. */
function serialise(err) {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error' }
  const out = { message: err.message, name: err.name, stack: err.stack }
  for (const [k, v] of Object.entries(err)) if (v === null || (typeof v !== 'object' && typeof v !== 'function')) out[k] = v
  return out
}

function beginTransaction(id) {
  return new Promise((started, failed) => {
    let finish
    const done = new Promise((resolve) => (finish = resolve))
    db.transaction(async (tx) => {
      open.set(id, { tx, finish })
      started(undefined)
      const how = await done
      if (how === 'rollback') await tx.rollback()
    })
      .then(
        () => open.get(id)?.ended?.resolve(undefined),
        (err) => open.get(id)?.ended?.reject(err) ?? failed(err),
      )
      .finally(() => open.delete(id))
  })
}

function endTransaction(id, how) {
  const entry = open.get(id)
  if (!entry) throw new Error('Transaction is closed')
  return new Promise((resolve, reject) => {
    entry.ended = { resolve, reject }
    entry.finish(how)
  })
}

async function handle(m) {
  switch (m.op) {
    case 'query': {
      const target = m.tx ? open.get(m.tx)?.tx : db
      if (!target) throw new Error('Transaction is closed')
      return target.query(m.sql, m.params, queryOptions(m))
    }
    case 'exec': {
      const target = m.tx ? open.get(m.tx)?.tx : db
      if (!target) throw new Error('Transaction is closed')
      return target.exec(m.sql)
    }
    case 'begin':
      return beginTransaction(m.tx)
    case 'commit':
    case 'rollback':
      return endTransaction(m.tx, m.op)
    case 'dump': {
      const blob = await db.dumpDataDir('none')
      return new Uint8Array(await blob.arrayBuffer())
    }
    case 'close':
      await db.close()
      return null
    default:
      throw new Error(`unknown operation ${m.op}`)
  }
}

async function start() {
  const { dataDir, tarball } = workerData
  const options = { extensions: { pg_trgm }, ...(tarball ? { loadDataDir: new Blob([tarball]) } : {}) }
  db = dataDir ? new PGlite(dataDir, options) : new PGlite(options)
  await db.waitReady
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm')
}

const ready = start()
ready.then(
  () => parentPort.postMessage({ id: 0, ok: true }),
  (err) => parentPort.postMessage({ id: 0, ok: false, error: serialise(err) }),
)

parentPort.on('message', (m) => {
  ready
    .then(() => handle(m))
    .then(
      (result) => {
        const transfer = result instanceof Uint8Array ? [result.buffer] : []
        parentPort.postMessage({ id: m.id, ok: true, result }, transfer)
      },
      (err) => parentPort.postMessage({ id: m.id, ok: false, error: serialise(err) }),
    )
})
