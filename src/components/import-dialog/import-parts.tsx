import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ImportColumn, ImportInvalidRow, ImportPreview, ImportProgress } from '@shared/api/import'
import { RequiredMark } from '@/components/required-mark'

/** What a column's cells hold, as the help says it; nothing for plain text. */
function KindHint({ column }: { column: ImportColumn }) {
  const { t } = useLingui()
  const values = column.values?.join(', ') ?? ''
  const hint =
    column.kind === 'enum'
      ? t`One of: ${values}`
      : column.kind === 'date'
        ? t`A date, dd/mm/yyyy`
        : column.kind === 'boolean'
          ? t`Yes or No`
          : column.kind === 'money'
            ? t`An amount in rupees`
            : column.kind === 'percent'
              ? t`A percentage`
              : ''
  return hint ? <span className="block text-xs break-words text-muted-foreground">{hint}</span> : null
}

/** The template's columns, folded away until asked for: each header, whether it is required, what it takes. */
export function ColumnsHelp({ columns }: { columns: readonly ImportColumn[] }) {
  const { t } = useLingui()
  const count = columns.length
  return (
    <details className="rounded-md border text-sm" data-testid="import-columns">
      <summary className="cursor-pointer rounded-md px-3 py-2 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {t`Columns of the template (${count})`}
      </summary>
      <p className="px-3 text-xs text-muted-foreground">{t`Columns marked * are required. The header row must stay as in the template.`}</p>
      <ul className="grid max-h-48 gap-x-4 gap-y-1 overflow-y-auto px-3 py-2 sm:grid-cols-2" aria-label={t`Template columns`}>
        {columns.map((c) => (
          <li key={c.key} data-column={c.key}>
            <span className="font-medium">
              {c.header} <RequiredMark on={c.required === true} />
              {c.required && <span className="sr-only">{t`(required)`}</span>}
            </span>
            <KindHint column={c} />
          </li>
        ))}
      </ul>
    </details>
  )
}

/** One invalid row: its number in the sheet, its label, and each column's message. */
function InvalidRow({ invalid, text }: { invalid: ImportInvalidRow; text: (message: string) => string }) {
  const { t } = useLingui()
  const { row, label, messages } = invalid
  return (
    <li data-testid="import-invalid-row" data-row={row}>
      <span className="font-medium tabular-nums">{t`Row ${row}`}</span>
      {label && <span className="text-muted-foreground"> · {label}</span>}
      <ul className="ms-4 list-disc">
        {messages.map((m) => (
          <li key={m.column}>
            <span className="font-medium">{m.column}</span>: <span className="text-destructive">{text(m.message)}</span>
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The preview's figures and its invalid rows (row number, label, each column's message), scrolling on its own. */
export function PreviewReport({
  fileName,
  preview,
  text,
}: {
  fileName: string
  preview: ImportPreview
  text: (message: string) => string
}) {
  const { t, i18n } = useLingui()
  const rows = i18n.number(preview.rows)
  const valid = i18n.number(preview.valid)
  const invalid = i18n.number(preview.invalidTotal)
  const unlisted = preview.invalidTotal - preview.invalid.length
  const more = i18n.number(unlisted)
  const listId = useId()
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm" data-testid="import-summary">
        <span className="font-medium break-all">{fileName}</span>
        {': '}
        <span className="tabular-nums">{t`${rows} rows: ${valid} valid, ${invalid} invalid`}</span>
      </p>
      {preview.invalid.length > 0 && (
        <section
          aria-labelledby={listId}
          tabIndex={0}
          className="max-h-56 overflow-y-auto rounded-md border p-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          data-testid="import-invalid"
        >
          <h3 id={listId} className="mb-1 text-sm font-medium">{t`Invalid rows (not imported)`}</h3>
          <ul role="list" className="grid gap-2 text-sm">
            {preview.invalid.map((r) => (
              <InvalidRow key={r.row} invalid={r} text={text} />
            ))}
          </ul>
        </section>
      )}
      {unlisted > 0 && <p className="text-xs text-muted-foreground">{t`${more} more invalid rows are not listed.`}</p>}
    </div>
  )
}

/** The commit's progress: the rows checked, then saved, of the total. */
export function CommitProgress({ progress }: { progress: ImportProgress }) {
  const { t, i18n } = useLingui()
  const labelId = useId()
  const done = i18n.number(progress.done)
  const total = i18n.number(progress.total)
  const label = progress.phase === 'checking' ? t`Checking rows…` : t`Saving rows…`
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex justify-between gap-2">
        <span id={labelId}>{label}</span>
        <span className="tabular-nums">{t`${done} of ${total}`}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={Math.min(progress.done, progress.total)}
        aria-valuetext={`${label} ${t`${done} of ${total}`}`}
        data-testid="import-progress"
        data-phase={progress.phase}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
