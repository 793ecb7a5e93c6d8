import type { ActionSource } from './api'

/**
 * The one undo on offer (issue 14): after a soft delete, its toast offers Undo for a while; Ctrl/Cmd+Z (the catalog's
 * `preference.undo`, src/components/command-palette/global-hotkeys.tsx) runs it too while it is on offer.
 */
interface Offer {
  run: (source: ActionSource) => void
  timer: ReturnType<typeof setTimeout>
}

let offer: Offer | null = null

/** How long an undo stays on offer: as long as its toast shows. */
export const UNDO_MS = 10_000

/** Offers `run` as the undo for `ms`, replacing an earlier offer. */
export function offerUndo(run: (source: ActionSource) => void, ms = UNDO_MS): void {
  if (offer) clearTimeout(offer.timer)
  const next: Offer = { run, timer: setTimeout(() => offer === next && (offer = null), ms) }
  offer = next
}

export function hasUndo(): boolean {
  return offer !== null
}

/** Runs the undo on offer, once; false when there is none. */
export function runUndo(source: ActionSource): boolean {
  const current = offer
  if (!current) return false
  clearTimeout(current.timer)
  offer = null
  current.run(source)
  return true
}
