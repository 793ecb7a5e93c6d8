import writeXlsxFile, { type Cell } from 'write-excel-file/universal'
import { SheetDate, SheetMoney, type CellValue } from '../../../../src/components/data-table/export/cells'
import type { WorkbookWriter } from '../../../../src/components/data-table/export/session'

/**
 * `write-excel-file` (its universal build: sheet XML by string building, zipped by fflate): collects the rows, then
 * writes them at the end. Measured against the streaming writer by `npm run bench:export`.
 */
export const writeWithWriteExcelFile: WorkbookWriter = (sheets) => {
  const cell = (v: CellValue): Cell =>
    v instanceof SheetDate
      ? { type: Number, value: v.serial, format: v.day ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm:ss' }
      : v instanceof SheetMoney
        ? { type: Number, value: v.rupees, format: '#,##0.00' }
        : v
  const rows: Cell[][][] = sheets.map((s) => [s.header.map((v) => cell(v))])
  return {
    add: (sheet, cells) => void rows[sheet]!.push(cells.map(cell)),
    finish: async () => {
      const blob = await writeXlsxFile(sheets.map((s, i) => ({ data: rows[i]!, sheet: s.name }))).toBlob()
      return blob.arrayBuffer()
    },
  }
}
