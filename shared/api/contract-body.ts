import { z } from 'zod'
import type { FilterDef } from './contract'

/**
 * A table filter's body schema, built with zod: what the list call takes for that filter (the server's list query,
 * and any check of a list body). Kept apart from ./contract, which carries no zod at run time.
 */
export function filterBody<F extends FilterDef>(filter: F): ReturnType<F['body']> {
  return filter.body(z) as ReturnType<F['body']>
}
