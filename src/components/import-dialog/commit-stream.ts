import { importCommitted, importProgressLine, type ImportCommitted, type ImportProgress } from '@shared/api/import'
import { MESSAGES, RC } from '@shared/response-codes'
import { LineSplitter } from '@/components/data-table/export/ndjson'

/** One line of an import commit's NDJSON stream, read: progress, the answer, or an error answer. */
export type CommitLine =
  | { kind: 'progress'; progress: ImportProgress }
  | { kind: 'imported'; answer: ImportCommitted }
  | { kind: 'failed'; responseCode: number; message?: string }

/** How the commit ended: saved, refused by its last line (nothing saved), or cut before its last line. */
export type CommitOutcome = Exclude<CommitLine, { kind: 'progress' }> | { kind: 'cut' }

/**
 * Reads one line: an envelope (`responseCode`) is the last word, 109 with the import's figures or an error;
 * anything else is a progress line. Null for a line that is neither (skipped).
 */
export function readCommitLine(line: string): CommitLine | null {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const obj = value as Record<string, unknown>
  if (typeof obj.responseCode === 'number') {
    if (obj.responseCode === RC.SUCCESS) {
      const answer = importCommitted.safeParse(obj)
      if (answer.success) return { kind: 'imported', answer: answer.data }
      return { kind: 'failed', responseCode: RC.SERVER_ERROR, message: MESSAGES.SERVER_ERROR }
    }
    return { kind: 'failed', responseCode: obj.responseCode, message: typeof obj.message === 'string' ? obj.message : undefined }
  }
  const progress = importProgressLine.safeParse(obj)
  return progress.success ? { kind: 'progress', progress: progress.data } : null
}

/**
 * Reads a commit's stream to its last line, reporting each progress line; stops reading at the answer line. A stream
 * that ends (or breaks) before it is 'cut': the server saves in one transaction, so either all was saved or nothing.
 */
export async function readCommitStream(
  stream: ReadableStream<Uint8Array>,
  onProgress: (progress: ImportProgress) => void,
): Promise<CommitOutcome> {
  const reader = stream.getReader()
  const splitter = new LineSplitter()
  const handle = (lines: string[]): CommitOutcome | null => {
    for (const text of lines) {
      const line = readCommitLine(text)
      if (!line) continue
      if (line.kind === 'progress') onProgress(line.progress)
      else return line
    }
    return null
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      const outcome = handle(done ? splitter.end() : splitter.push(value))
      if (outcome) {
        if (!done) void reader.cancel().catch(() => {})
        return outcome
      }
      if (done) return { kind: 'cut' }
    }
  } catch {
    return { kind: 'cut' }
  }
}
