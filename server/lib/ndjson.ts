import { once } from 'node:events'
import type { Writable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { MESSAGES, RC } from '../../shared/response-codes'
import { streamEncoder, varyOnEncoding } from './compress'
import { isDatabaseUnavailable } from './database-unavailable'

export const NDJSON_TYPE = 'application/x-ndjson; charset=utf-8'

export interface NdjsonOut {
  /** Writes text (whole lines); resolves once the client can take more. False when the client is gone or the server is closing. */
  write(text: string): Promise<boolean>
  /** True once the client disconnected or the server began closing: stop producing. */
  readonly stopped: boolean
}

export interface StreamResult {
  /** The client went away (or the server closed) before the producer finished. */
  aborted: boolean
  /** The producer threw; an error line was written if the client was still there. */
  failed: boolean
}

const lastLine = (responseCode: number, message: string) => `${JSON.stringify({ responseCode, message })}\n`

/**
 * Streams NDJSON on the raw response, for whole-table exports. The status and headers (those set so
 * far, e.g. cache-control and the security headers, plus the content type) go out first; after that
 * an error can only be reported in-band, as a last line `{"responseCode":113,"message":…}`, or
 * `{"responseCode":124,"message":"The server restarted; export again"}` when the server stopped the stream.
 *
 * - Backpressure: when `write` returns false the producer waits for 'drain', so a slow client never
 *   makes the server buffer the table.
 * - Disconnect: the response's 'close' before it finished means the client went away (the request's
 *   'close' fires as soon as its body is read, so the response's is the one to watch); `stopped`
 *   turns true, a pending wait ends, and the producer should return.
 * - `signal` (the server shutting down) stops the stream the same way; a stream it stops before the producer
 *   finished ends with the restart line, so the client never takes a cut file for a whole one.
 */
export async function streamNdjson(
  reply: FastifyReply,
  /** Writes the lines; resolves true when it wrote them all (its last line included), false when it stopped early. */
  produce: (out: NdjsonOut) => Promise<boolean>,
  signal?: AbortSignal,
): Promise<StreamResult> {
  reply.hijack()
  const res = reply.raw
  const headers: Record<string, string | number | string[]> = {}
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string | number | string[]
  // Compressed as it goes (brotli or gzip by Accept-Encoding), flushed after each write so every batch reaches the client.
  const encoder = streamEncoder(reply.request.headers['accept-encoding'])
  const encoding = encoder ? { 'content-encoding': encoder.encoding } : {}
  res.writeHead(200, {
    ...headers,
    ...encoding,
    vary: varyOnEncoding(headers.vary),
    'content-type': NDJSON_TYPE,
    'x-accel-buffering': 'no',
  })
  if (encoder) {
    encoder.stream.on('error', (err) => res.destroy(err))
    encoder.stream.pipe(res)
  }
  const sink: Writable = encoder?.stream ?? res

  const stop = new AbortController()
  const onClose = () => {
    if (!res.writableFinished) stop.abort()
    encoder?.stream.destroy()
  }
  const onServerClose = () => stop.abort()
  res.on('close', onClose)
  signal?.addEventListener('abort', onServerClose, { once: true })
  if (signal?.aborted) stop.abort()

  const out: NdjsonOut = {
    get stopped() {
      return stop.signal.aborted || res.destroyed
    },
    async write(text) {
      if (this.stopped) return false
      const ok = sink.write(text)
      encoder?.flush()
      if (!ok) {
        try {
          await once(sink, 'drain', { signal: stop.signal })
        } catch {
          return false
        }
      }
      return !this.stopped
    },
  }

  let failed = false
  let finished = false
  let ending: string | null = null
  try {
    finished = await produce(out)
  } catch (err) {
    failed = true
    reply.log.error({ err }, 'export stream failed')
    ending = isDatabaseUnavailable(err)
      ? lastLine(RC.SERVER_ERROR, MESSAGES.SERVICE_UNAVAILABLE)
      : lastLine(RC.SERVER_ERROR, MESSAGES.SERVER_ERROR)
  } finally {
    res.off('close', onClose)
    signal?.removeEventListener('abort', onServerClose)
  }
  if (signal?.aborted && !finished) ending = lastLine(RC.SERVER_RESTARTED, MESSAGES.SERVER_RESTARTED)
  const aborted = stop.signal.aborted || res.destroyed
  if (!res.destroyed) {
    if (ending) sink.write(ending)
    sink.end()
  }
  return { aborted, failed }
}
