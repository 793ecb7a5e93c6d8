import { msg } from '@lingui/core/macro'
import { toast } from '@/lib/toast'
import type { z } from 'zod'
import type { ConflictAnswer } from '@shared/api/versions'
import { MESSAGES, RC } from '@shared/response-codes'
import { currentLocale, i18n } from './i18n'

/**
 * The one API client. Every answer is `{ responseCode, message?, ...data }` whatever the HTTP status,
 * so the status is never treated as a failure by itself: the JSON is read and the code decides.
 * Only a transport failure (no answer, timeout) throws, after the 'Timeout Error.' toast.
 */
export const API_BASE = '/api/admin'
const TIMEOUT_MS = 30_000

/** Which input triggered a call; the server writes it into the audit trail. */
export type ActionSource = 'pointer' | 'hotkey' | 'palette'

export interface ApiAnswer<T = unknown> {
  responseCode: number
  message?: string
  /** The answer checked against the call's schema; set only on success (109) when a schema was given. */
  data?: T
  /** The record's version a write answered (issue 14: a save, a soft delete, a restore). */
  version?: number
  /** 125 (HTTP 409): the record as it is now and who changed it (shared/api/versions.ts). */
  conflict?: ConflictAnswer
  /** A refused answer's own fields beside its code and message (the slots a configuration still has drives in). */
  refusal?: Record<string, unknown>
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network failure', { cause })
    this.name = 'NetworkError'
  }
}

/** Thrown by query functions for an answer they cannot use; carries the answer. */
export class ApiError extends Error {
  constructor(readonly answer: ApiAnswer) {
    super(answer.message ?? `responseCode ${answer.responseCode}`)
    this.name = 'ApiError'
  }
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | boolean | null | undefined>
  body?: unknown
  /**
   * Checked against the answer on success; a mismatch counts as a server error. A function loads the schema when a
   * success comes (the session check of the sign-in page, which carries no zod).
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>)
  source?: ActionSource
  /** The sign-in calls handle 108 themselves (wrong credentials, expired attempt, not signed in). */
  signInStep?: boolean
  signal?: AbortSignal
  /** More request headers (the create's Idempotency-Key). */
  headers?: Record<string, string>
  /** Milliseconds before the call counts as lost (default 30 s; a file upload takes longer). */
  timeoutMs?: number
  /** The caller shows its own failed state (a dashboard chart's Retry): no 'Timeout Error.' toast on a transport failure. */
  quiet?: boolean
}

interface SessionHandlers {
  /** 108 outside the sign-in steps: the session is over. */
  sessionEnded: () => void
  /** 117: the user signed in with a temporary password and must set a new one. */
  passwordChangeRequired: () => void
  /** 111: the server refused for lack of permission; what the user may do may have changed since the session was read. */
  permissionRefused: () => void
}
let handlers: SessionHandlers = { sessionEnded: () => {}, passwordChangeRequired: () => {}, permissionRefused: () => {} }

/** Wired once by the router module (it owns navigation and the query cache). */
export function setSessionHandlers(next: SessionHandlers): void {
  handlers = next
}

function urlOf(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const qs = params.toString()
  // Paths under /api/ other than /api/admin (e.g. /api/exotel) are given whole.
  return `${path.startsWith('/api/') ? '' : API_BASE}${path}${qs ? `?${qs}` : ''}`
}

/** The spec's 'Timeout Error.' toast of a transport failure (one at a time): a call, or a download the page needed. */
export function toastNetworkError(): void {
  toast.error(i18n._(msg`Timeout Error.`), { id: 'network-error' })
}

async function readAnswer(res: Response): Promise<ApiAnswer & Record<string, unknown>> {
  try {
    const json: unknown = await res.json()
    if (json && typeof json === 'object' && typeof (json as { responseCode?: unknown }).responseCode === 'number') {
      return json as ApiAnswer & Record<string, unknown>
    }
  } catch {
    // Not JSON (a proxy's error page): a server error.
  }
  return { responseCode: RC.SERVER_ERROR, message: MESSAGES.SERVER_ERROR }
}

export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: RequestOptions<T> = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    ...opts.headers,
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    'X-Requested-With': 'XMLHttpRequest',
  }
  // A FormData body (file upload) goes as multipart: the browser sets the type with its boundary.
  const multipart = typeof FormData !== 'undefined' && opts.body instanceof FormData
  if (opts.body !== undefined && !multipart) headers['Content-Type'] = 'application/json'
  if (opts.source) headers['X-Action-Source'] = opts.source

  const timeout = AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS)
  let res: Response
  try {
    res = await fetch(urlOf(path, opts.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: opts.body === undefined ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
    })
  } catch (error) {
    if (opts.signal?.aborted) throw error
    if (!opts.quiet) toastNetworkError()
    throw new NetworkError(error)
  }

  const raw = await readAnswer(res)
  const answer: ApiAnswer<T> = { responseCode: raw.responseCode, message: raw.message }
  if (typeof raw.version === 'number') answer.version = raw.version
  if (answer.responseCode === RC.EDIT_CONFLICT) {
    // Loaded here: the sign-in page's calls never conflict, and it carries no zod.
    const { conflictAnswer } = await import('@shared/api/versions')
    const conflict = conflictAnswer.safeParse(raw)
    if (conflict.success) answer.conflict = conflict.data
  } else if (answer.responseCode !== RC.SUCCESS) {
    const { responseCode: _code, message: _message, version: _version, ...rest } = raw as Record<string, unknown>
    if (Object.keys(rest).length > 0) answer.refusal = rest
  }

  if (answer.responseCode === RC.INVALID_SESSION && !opts.signInStep) handlers.sessionEnded()
  if (answer.responseCode === RC.NO_PERMISSION) handlers.permissionRefused()
  if (answer.responseCode === RC.PASSWORD_CHANGE_REQUIRED) {
    toast.warning(i18n._(msg`Please set a new password to continue`), { id: 'password-change-required' })
    handlers.passwordChangeRequired()
  }
  if (answer.responseCode === RC.SUCCESS && opts.schema) {
    const schema = typeof opts.schema === 'function' ? await opts.schema() : opts.schema
    const parsed = schema.safeParse(raw)
    if (!parsed.success) {
      console.error(`Unexpected answer from ${method} ${path}`, parsed.error)
      return { responseCode: RC.SERVER_ERROR, message: MESSAGES.SERVER_ERROR }
    }
    answer.data = parsed.data
  }
  return answer
}

/** What a streaming call answers: the body to read, or the JSON answer of a refusal (no permission, bad input). */
export type StreamAnswer = { stream: ReadableStream<Uint8Array>; contentType: string } | { answer: ApiAnswer }

/**
 * A POST whose success is a stream (the NDJSON exports, an import's commit) rather than one JSON answer. Same headers
 * and session handling as `apiRequest`; no timeout (a large export takes its time), only the caller's `signal` (Cancel).
 * A FormData body goes as multipart (the browser sets the type with its boundary), anything else as JSON.
 */
export async function apiStream(
  path: string,
  body: unknown,
  opts: { source?: ActionSource; signal?: AbortSignal } = {},
): Promise<StreamAnswer> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData
  const headers: Record<string, string> = {
    Accept: 'application/x-ndjson, application/json',
    'Accept-Language': currentLocale(),
    'X-Requested-With': 'XMLHttpRequest',
  }
  if (!multipart) headers['Content-Type'] = 'application/json'
  if (opts.source) headers['X-Action-Source'] = opts.source
  let res: Response
  try {
    res = await fetch(urlOf(path, undefined), {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: multipart ? body : JSON.stringify(body ?? {}),
      signal: opts.signal,
    })
  } catch (error) {
    if (opts.signal?.aborted) throw error
    toastNetworkError()
    throw new NetworkError(error)
  }
  const contentType = res.headers.get('content-type') ?? ''
  if (res.ok && res.body && !contentType.includes('application/json')) return { stream: res.body, contentType }
  const raw = await readAnswer(res)
  if (raw.responseCode === RC.INVALID_SESSION) handlers.sessionEnded()
  return { answer: { responseCode: raw.responseCode, message: raw.message } }
}

export const api = {
  get: <T = unknown>(path: string, opts?: RequestOptions<T>) => apiRequest<T>('GET', path, opts),
  post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>) => apiRequest<T>('POST', path, { ...opts, body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>) => apiRequest<T>('PUT', path, { ...opts, body: body ?? {} }),
  delete: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>) => apiRequest<T>('DELETE', path, { ...opts, body }),
  /** A multipart PUT (file upload, PUT /local/file/upload). */
  upload: <T = unknown>(path: string, form: FormData, opts?: RequestOptions<T>) => apiRequest<T>('PUT', path, { ...opts, body: form }),
  /** A multipart POST (a spreadsheet import's preview). */
  postForm: <T = unknown>(path: string, form: FormData, opts?: RequestOptions<T>) => apiRequest<T>('POST', path, { ...opts, body: form }),
}
