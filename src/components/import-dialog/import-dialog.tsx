import { useEffect, useId, useRef, useState } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { DownloadIcon } from 'lucide-react'
import {
  IMPORT_FILE_FIELD,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importPreview,
  type ImportColumn,
  type ImportPreview,
  type ImportProgress,
} from '@shared/api/import'
import { RC } from '@shared/response-codes'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { api, apiStream, NetworkError, type ActionSource } from '@/lib/api'
import { toast } from '@/lib/toast'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { readCommitStream, type CommitOutcome } from './commit-stream'
import { ColumnsHelp, CommitProgress, PreviewReport } from './import-parts'
import { downloadTemplate } from './template'
import { importText } from './texts'

export interface ImportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** The template's columns (a module's shared/api/*-import.ts). */
  columns: readonly ImportColumn[]
  /** The downloaded template's file name ('bookings-template.xlsx'). */
  templateFileName: string
  /** The module's preview and commit calls (under /api/admin). */
  calls: { preview: string; commit: string }
  /** The module's server texts (row messages, refusals) in the active language. */
  translate: (message: string) => string
  /** After rows were imported (the screen refreshes). */
  onImported: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/** An upload sends up to 10 MB and the server reads every row: more time than a plain call. */
const UPLOAD_TIMEOUT_MS = 120_000

const formOf = (file: File) => {
  const form = new FormData()
  form.append(IMPORT_FILE_FIELD, file, file.name)
  return form
}

/**
 * A module's spreadsheet import (shared/api/import.ts): the template to download and its columns, then a file, which
 * is checked at once (the preview: how many rows are valid, and why the others are not). Import (or Ctrl/Cmd+S) sends
 * the same file to the commit, which saves the valid rows in one transaction and streams its progress; the dialog
 * closes when it is done. A refused file or a failed import says why in the dialog. Esc closes.
 */
export function ImportDialog({
  open,
  onOpenChange,
  title,
  columns,
  templateFileName,
  calls,
  translate,
  onImported,
  onCloseAutoFocus,
}: ImportDialogProps) {
  const { t, i18n } = useLingui()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  /** Bumped by each file chosen and each opening or closing: an answer for an older one changes nothing. */
  const runRef = useRef(0)
  const id = useId()
  const text = (message: string | undefined, responseCode?: number) => importText(i18n, translate, message, responseCode)

  // Each opening starts afresh.
  const [shownOpen, setShownOpen] = useState(false)
  if (open !== shownOpen) {
    setShownOpen(open)
    if (open) {
      setFile(null)
      setPreview(null)
      setBusy(null)
      setProgress(null)
      setError(null)
    }
  }
  useEffect(() => {
    runRef.current++
  }, [open])

  const choose = async (chosen: File | undefined) => {
    const run = ++runRef.current
    setFile(null)
    setPreview(null)
    setError(null)
    setBusy(null)
    if (!chosen) return
    if (chosen.size > IMPORT_LIMITS.maxFileBytes) return setError(text(IMPORT_MESSAGES.invalidFile))
    setBusy('preview')
    try {
      // A copy of the bytes: the import sends exactly the file that was checked, even if it is changed on disk meanwhile.
      const copy = new File([await chosen.arrayBuffer()], chosen.name, { type: chosen.type })
      const answer = await api.postForm(calls.preview, formOf(copy), {
        schema: importPreview,
        source: 'pointer',
        timeoutMs: UPLOAD_TIMEOUT_MS,
      })
      if (run !== runRef.current) return
      if (answer.responseCode === RC.SUCCESS && answer.data) {
        setFile(copy)
        setPreview(answer.data)
      } else if (answer.responseCode !== RC.INVALID_SESSION) setError(text(answer.message, answer.responseCode))
    } catch (e) {
      // A lost connection was already toasted; a file the browser cannot read was not.
      if (run === runRef.current && !(e instanceof NetworkError)) setError(text(IMPORT_MESSAGES.failed))
    } finally {
      if (run === runRef.current) setBusy(null)
    }
  }

  const commit = async (source: ActionSource) => {
    if (!file || !preview || preview.valid === 0 || busy) return
    const run = runRef.current
    const current = () => run === runRef.current
    setError(null)
    setBusy('commit')
    // The Import button turns disabled: the focus stays in the dialog, not on the page behind it.
    contentRef.current?.focus()
    setProgress({ phase: 'checking', done: 0, total: preview.rows })
    let outcome: CommitOutcome | null = null
    try {
      const opened = await apiStream(calls.commit, formOf(file), { source })
      outcome =
        'answer' in opened
          ? { kind: 'failed', responseCode: opened.answer.responseCode, message: opened.answer.message }
          : await readCommitStream(opened.stream, (p) => current() && setProgress(p))
    } catch {
      // The lost connection was toasted.
    }
    if (outcome?.kind === 'imported') {
      // Saved even when the dialog was closed meanwhile: say so and refresh all the same.
      const imported = outcome.answer.imported
      toast.success(t({ message: plural(imported, { one: '# row imported', other: '# rows imported' }) }))
      onImported()
      if (current()) onOpenChange(false)
      return
    }
    if (!current()) return
    setBusy(null)
    setProgress(null)
    if (outcome?.kind === 'cut')
      setError(t`The connection ended before the import finished. Refresh the table to see whether the rows were saved.`)
    else if (outcome && outcome.responseCode !== RC.INVALID_SESSION) setError(text(outcome.message, outcome.responseCode))
    inputRef.current?.focus()
  }

  const template = () =>
    void downloadTemplate(columns, templateFileName).catch((e: unknown) => {
      console.error('The import template could not be built', e)
      toast.error(t`The template could not be built`)
    })

  useFooterCommands(open, () => contentRef.current, {
    'action.save': (source) => void commit(source),
    'action.close': () => onOpenChange(false),
  })
  const valid = preview?.valid ?? 0

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        className="sm:max-w-2xl"
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          inputRef.current?.focus()
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="import-dialog"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {t`Fill in the template, one row per record, and choose the file. Its rows are checked first; only the valid rows are imported.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-3">
          <div>
            <Button type="button" variant="outline" size="sm" onClick={template} data-testid="import-template">
              <DownloadIcon aria-hidden="true" />
              {t`Download template`}
            </Button>
          </div>
          <ColumnsHelp columns={columns} />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-file`}>{t`Spreadsheet file (.xlsx or .csv)`}</Label>
            <Input
              ref={inputRef}
              id={`${id}-file`}
              type="file"
              name={IMPORT_FILE_FIELD}
              accept=".xlsx,.csv"
              disabled={busy === 'commit'}
              aria-describedby={`${id}-file-hint`}
              aria-invalid={error ? true : undefined}
              data-testid="import-file"
              // Cleared before the picker opens, so choosing the same file again (fixed meanwhile) checks it again.
              onClick={(e) => {
                e.currentTarget.value = ''
              }}
              onChange={(e) => void choose(e.currentTarget.files?.[0])}
            />
            <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
              {t`Choosing a file checks it; nothing is saved until you import.`}
            </p>
          </div>
          {/* Only the short lines are announced (the summary is a status); not the list of invalid rows. */}
          <div className="grid min-w-0 gap-2">
            {busy === 'preview' && (
              <p role="status" className="text-sm text-muted-foreground">
                {t`Checking the file…`}
              </p>
            )}
            {preview && file && <PreviewReport fileName={file.name} preview={preview} text={(m) => text(m)} />}
          </div>
          {progress && <CommitProgress progress={progress} />}
          {error && (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="import-error">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t`Close`}
          </Button>
          <Button type="button" disabled={valid === 0 || busy !== null} onClick={() => void commit('pointer')} data-testid="import-commit">
            {t({ message: plural(valid, { one: 'Import # row', other: 'Import # rows' }) })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
