import { lazy, Suspense } from 'react'
import type { ConflictAnswer } from '@shared/api/versions'
import type { ConflictRow } from './conflict-dialog'

/** The conflict dialog, loaded the first time a save meets one. */
const ConflictDialog = lazy(() => import('./conflict-dialog'))

interface ConflictPromptProps {
  changedBy: ConflictAnswer['changedBy']
  rows: ConflictRow[]
  /** My values as text, a labelled line per field, for the clipboard. */
  mineText: string
  /** Closes the prompt (back to the form). */
  onClose: () => void
  onKeepTheirs: () => void
  onApplyMine: () => void
  /** Closes the form after mine were copied. */
  onCloseForm: () => void
}

/** The conflict dialog with its three choices wired: each closes the prompt first; copying also closes the form. */
export function ConflictPrompt({ changedBy, rows, mineText, onClose, onKeepTheirs, onApplyMine, onCloseForm }: ConflictPromptProps) {
  return (
    <Suspense fallback={null}>
      <ConflictDialog
        open
        changedBy={changedBy}
        rows={rows}
        onBack={onClose}
        onKeepTheirs={() => {
          onClose()
          onKeepTheirs()
        }}
        onApplyMine={() => {
          onClose()
          onApplyMine()
        }}
        onCopyMine={() => {
          void navigator.clipboard?.writeText(mineText).catch(() => undefined)
          onClose()
          onCloseForm()
        }}
      />
    </Suspense>
  )
}
