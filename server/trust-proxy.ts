import net from 'node:net'
import { z } from 'zod'

/** proxy-addr's named ranges, which Fastify's trustProxy accepts beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = net.isIP(address)
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For / -Proto / -Host are believed, as Fastify's `trustProxy`: a comma
 * separated list of addresses and CIDR ranges. Unset, no header is believed and every limit counts the socket's
 * address. Neither "trust everyone" nor a hop count is offered: both let a client that reaches the server directly
 * pick the address it is counted under (Fastify itself ignores hop counts for that reason).
 */
export const trustProxySetting = z
  .string()
  .default('')
  .transform((value, ctx): false | string[] => {
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
    if (entries.length === 0) return false
    const bad = entries.filter((e) => !isAddressOrRange(e))
    if (bad.length > 0) {
      const hint = bad.some((e) => /^\d+$/.test(e) || e === 'true') ? ' (name the proxies; hop counts and "true" are refused)' : ''
      ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}${hint}` })
      return z.NEVER
    }
    return entries
  })
