/** What the bench's children (the real app, the baseline) tell the parent over IPC. */
export type ChildMessage =
  | { type: 'progress'; text: string }
  | { type: 'ready'; port: number; cookie: string; users: number; seedSeconds: number; warmup: Record<string, number> }
  | { type: 'failed'; error: string }

export type Kind = 'pglite' | 'postgres'

/** The real app's child: seeds its database, signs in, serves. */
export interface ServeSpec {
  kind: Kind
  url?: string
  dir?: string
  users: number
}

/** The baseline's child: the database the real app seeded, and the cookie of its signed-in session. */
export interface BaselineSpec {
  url: string
  cookie: string
  users: number
}

export const ADMIN = '9000000001'
export const LIST_PATH = '/api/admin/user/all'
export const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }
