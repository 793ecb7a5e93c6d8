import writeXlsxFile from 'write-excel-file/universal'
import type { CellValue } from '../../../../src/components/data-table/export/cells'
import type { WorkbookWriter } from '../../../../src/components/data-table/export/session'

/**
 * `write-excel-file` (its universal build: sheet XML by string building, zipped by fflate): collects the rows, then
 * writes them at the end. Measured against the streaming writer by `npm run bench:export`.
 */
export const writeWithWriteExcelFile: WorkbookWriter = (sheets) => {
  const rows: CellValue[][][] = sheets.map((s) => [s.header])
  return {
    add: (sheet, cells) => void rows[sheet]!.push(cells),
    finish: async () => {
      const blob = await writeXlsxFile(sheets.map((s, i) => ({ data: rows[i]!, sheet: s.name }))).toBlob()
      return blob.arrayBuffer()
    },
  }
}
