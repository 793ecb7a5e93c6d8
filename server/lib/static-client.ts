import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Vite's output names under assets/ carry a content hash: a changed file is a new name, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (index.html above all) is checked with the server on each use (ETag / Last-Modified, 304 when unchanged). */
export const REVALIDATE = 'no-cache'

const HASHED = new RegExp(`\\${path.sep}assets\\${path.sep}[^\\${path.sep}]+$`)

/**
 * Serves the built web app from `root`. The build writes .br and .gz copies beside each text file
 * (scripts/precompress.mjs); the best one the browser accepts goes out with Content-Encoding and
 * `Vary: Accept-Encoding`, the content type and length of what is sent, and an ETag of that copy.
 */
export async function serveClient(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are chosen by Accept-Encoding, not asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, file) => {
      reply.header('cache-control', HASHED.test(file) ? IMMUTABLE : REVALIDATE)
    },
  })
}
