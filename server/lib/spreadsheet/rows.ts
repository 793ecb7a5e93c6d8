import { refuse, type SheetCell, type SheetLimits } from './refusal'

/** Excel's last row: a row further down is no sheet's (and would make that many empty rows). */
export const MAX_ROW_POSITIONS = 1_048_576

/**
 * The rows of a sheet as its reader finds them, checked against the limits as they come: trailing empty cells and
 * trailing empty rows dropped, empty rows between kept as []. The first row is the header; a data row past
 * `maxRows` stops the reading at once.
 */
export class RowCollector {
  readonly rows: SheetCell[][] = []
  private dataRows = 0

  constructor(private readonly limits: SheetLimits) {}

  /** The row at `index` (0 for the first row); `cells` is kept, not copied. */
  put(index: number, cells: SheetCell[]): void {
    let end = cells.length
    while (end > 0 && cells[end - 1] === null) end--
    if (end === 0) return
    if (end < cells.length) cells.length = end
    if (index < this.rows.length) refuse('malformed')
    if (index >= MAX_ROW_POSITIONS) refuse('tooManyRows')
    if (end > this.limits.maxColumns) refuse('tooManyColumns')
    if (index > 0 && ++this.dataRows > this.limits.maxRows) refuse('tooManyRows')
    while (this.rows.length < index) this.rows.push([])
    this.rows.push(cells)
  }
}
