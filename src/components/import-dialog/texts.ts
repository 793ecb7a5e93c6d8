import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { IMPORT_MESSAGES as IM } from '@shared/api/import'
import { RC } from '@shared/response-codes'
import { answerMessages, type ServerTexts } from '@/lib/report-answer'

/** The import calls' own texts (shared/api/import.ts) and their translations; a module's texts come by its `translate`. */
export const IMPORT_TEXTS: ServerTexts = new Map<string, MessageDescriptor>([
  [IM.invalidFile, msg`Invalid Excel file format, upload the proper file.`],
  [IM.missingFile, msg`Please choose a file to upload`],
  [IM.noRows, msg`The file has no rows to import`],
  [IM.missingColumns, msg`The file lacks required columns`],
  [IM.noValidRows, msg`No valid rows to import`],
  [IM.imported, msg`Rows imported successfully`],
  [IM.failed, msg`File upload failed, try later`],
  [IM.invalidDate, msg`Please enter a valid date (dd/MM/yyyy)`],
  [IM.invalidYesNo, msg`Please enter Yes or No`],
  [IM.invalidChoice, msg`Please choose one of the listed values`],
  [IM.invalidAmount, msg`Please enter a valid amount (up to two decimals)`],
  [IM.invalidCharacters, msg`This cell contains characters that are not allowed`],
  [IM.busy, msg`Another file is being read, please try again in a moment`],
  [IM.running, msg`An import of yours is still running; wait for it to finish`],
])

const restarted = msg`The server restarted before the import finished; nothing was imported. Import the file again.`

/**
 * A server text of an import in the active language: the import's own texts, then the module's (`translate`, which
 * knows the shared ones too); a 124 says the import stopped; no text at all is a server error.
 */
export function importText(i18n: I18n, translate: (message: string) => string, message: string | undefined, responseCode?: number): string {
  if (responseCode === RC.SERVER_RESTARTED) return i18n._(restarted)
  const known = message ? IMPORT_TEXTS.get(message) : undefined
  if (known) return i18n._(known)
  return message ? translate(message) : i18n._(answerMessages.serverError)
}
