import type { FastifyPluginAsync } from 'fastify'

/** Where a module's routes are mounted unless it says otherwise. */
export const API_PREFIX = '/api/admin'

/** A server module as app.ts registers it: one plugin per mount point. */
export interface ServerModule {
  mounts: readonly { prefix: string; plugin: FastifyPluginAsync }[]
}

/**
 * The default export of `server/modules/<m>/index.ts`: the module's routes under /api/admin, and any it serves under
 * another prefix (the CRM's click-to-call under /api/exotel). server/modules/modules.gen.ts lists every module folder.
 */
export function defineModule(plugin: FastifyPluginAsync | null, more: { elsewhere?: ServerModule['mounts'] } = {}): ServerModule {
  return { mounts: [...(plugin ? [{ prefix: API_PREFIX, plugin }] : []), ...(more.elsewhere ?? [])] }
}
