import { REQUIRED_HEADER_MARK, type ImportColumn } from '@shared/api/import'

/** The template's sheet name. */
export const TEMPLATE_SHEET = 'Template'

/** A template's rows: the headers (a required one followed by REQUIRED_HEADER_MARK, which the header match ignores), one example. */
export function templateRows(columns: readonly ImportColumn[]): { header: string[]; example: string[]; widths: number[] } {
  const header = columns.map((c) => (c.required ? `${c.header}${REQUIRED_HEADER_MARK}` : c.header))
  const example = columns.map((c) => c.example)
  const widths = columns.map((c, i) => Math.max(10, header[i]!.length, c.example.length) + 2)
  return { header, example, widths }
}

/**
 * The template as an xlsx file, written in the browser by the tables' streaming writer (loaded on first use, so it
 * stays out of the first page): a bold, frozen header row and the example row, every cell text as written.
 */
export async function buildTemplate(columns: readonly ImportColumn[]): Promise<ArrayBuffer> {
  const { createStreamingWorkbook } = await import('@/components/data-table/export/writers/streaming-writer')
  const { header, example, widths } = templateRows(columns)
  const book = createStreamingWorkbook([{ name: TEMPLATE_SHEET, header, widths }])
  book.add(0, example)
  return book.finish()
}

/** Builds the template and saves it as `fileName`. */
export async function downloadTemplate(columns: readonly ImportColumn[], fileName: string): Promise<void> {
  const [buffer, { saveFile }] = await Promise.all([buildTemplate(columns), import('@/components/data-table/export/run-export')])
  saveFile(buffer, fileName)
}
