import { utils, write } from 'xlsx'
import { SheetDate, SheetMoney, type CellValue } from '../../../../src/components/data-table/export/cells'
import type { WorkbookWriter } from '../../../../src/components/data-table/export/session'

/**
 * SheetJS `xlsx` 0.18.5: collects the rows, then `aoa_to_sheet` per sheet and `write({ type: 'array', compression:
 * true })`. Writing only: files from users are never parsed with it. Measured against the streaming writer by
 * `npm run bench:export`.
 */
export const writeWithXlsx: WorkbookWriter = (sheets) => {
  const rows: unknown[][][] = sheets.map((s) => [s.header])
  const cell = (v: CellValue) =>
    v instanceof SheetDate
      ? { t: 'n', v: v.serial, z: v.day ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm:ss' }
      : v instanceof SheetMoney
        ? { t: 'n', v: v.rupees, z: '#,##0.00' }
        : v
  return {
    add: (sheet, cells) => void rows[sheet]!.push(cells.map(cell)),
    finish: async () => {
      const book = utils.book_new()
      sheets.forEach((s, i) => utils.book_append_sheet(book, utils.aoa_to_sheet(rows[i]!), s.name))
      return write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer
    },
  }
}
