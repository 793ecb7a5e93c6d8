import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { DASH, formatDateTime } from '@/components/data-table/formatters'

/** One row of a logs dialog (shared/api/users.ts userLogRow), as much as these parts read. */
export interface LogEntryRow {
  operatedBy: { fname: string; lname: string | null } | null
  comment: string | null
  changes?: Record<string, unknown> | null
  actor?: string | null
}

/** What the audit log stores for a redacted secret (server/audit/audit.ts). */
const REDACTED = '[redacted]'
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/

/** A field name as words when no label names it: `maxFwdSpeed` → 'max fwd speed'. */
const words = (key: string) => key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase()

/** Who made the entry: the person, else the integration that called, else the system. */
export function useLogActor(): (row: LogEntryRow) => string {
  const { t } = useLingui()
  return (row) => {
    if (row.operatedBy) return `${row.operatedBy.fname} ${row.operatedBy.lname ?? ''}`.trim() || DASH
    if (!row.actor) return DASH
    if (row.actor === 'system') return t`System`
    return t`${row.actor} (integration)`
  }
}

/**
 * The Comment cell of a logs dialog: the entry's comment, then each changed field as "Field: old → new" (a field's
 * label from `labels`, secrets masked, dates as dd/MM/yyyy HH:mm:ss, true/false as Yes/No). Entries without field
 * changes (a sign-in, a call's facts) show the comment alone.
 */
export function LogComment({ row, labels }: { row: LogEntryRow; labels?: Readonly<Record<string, MessageDescriptor>> }) {
  const { t, i18n } = useLingui()
  const fields = Object.entries(row.changes ?? {}).filter(
    (entry): entry is [string, { from: unknown; to: unknown }] =>
      !!entry[1] && typeof entry[1] === 'object' && 'from' in entry[1] && 'to' in entry[1],
  )
  const shown = (v: unknown): string => {
    if (v === REDACTED) return '••••'
    if (v === null || v === undefined || v === '') return DASH
    if (typeof v === 'boolean') return v ? t`Yes` : t`No`
    if (typeof v === 'string' && ISO_TIME.test(v)) return formatDateTime(v)
    if (Array.isArray(v)) return v.map(shown).join(', ') || DASH
    if (typeof v === 'object') return JSON.stringify(v)
    return String(v)
  }
  const name = (key: string) => (labels?.[key] ? i18n._(labels[key]) : words(key))
  return (
    <div className="grid gap-0.5">
      <span>{row.comment ?? (fields.length === 0 ? DASH : '')}</span>
      {fields.length > 0 && (
        <ul className="text-xs text-muted-foreground" data-slot="log-changes">
          {fields.map(([key, change]) => (
            <li key={key}>
              <span className="font-medium text-foreground">{name(key)}</span>: {shown(change.from)} → {shown(change.to)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A table's column labels by field, for LogComment's `labels`. */
export function fieldLabels(columns: readonly { id: string; label: MessageDescriptor }[]): Record<string, MessageDescriptor> {
  return Object.fromEntries(columns.map((c) => [c.id, c.label]))
}
