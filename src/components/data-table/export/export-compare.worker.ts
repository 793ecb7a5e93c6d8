import { serveExport } from './serve'
import { writeWithWriteExcelFile } from './writers/write-excel-file-writer'
import { writeWithXlsx } from './writers/xlsx-writer'

/**
 * The same export with one of the writer libraries, for comparison: only the export benchmark loads it
 * (`npm run bench:export`). The writer is named by the worker's name: `export-xlsx` or `export-write-excel-file`.
 */
const name = (self as unknown as { name: string }).name
serveExport(self as never, name === 'export-xlsx' ? writeWithXlsx : writeWithWriteExcelFile)
