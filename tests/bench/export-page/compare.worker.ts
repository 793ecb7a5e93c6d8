import { serveExport } from '../../../src/components/data-table/export/serve'
import { writeWithWriteExcelFile } from './writers/write-excel-file-writer'
import { writeWithXlsx } from './writers/xlsx-writer'

/**
 * The same export with one of the writer libraries, for comparison: only the export benchmark's page loads it
 * (`npm run bench:export`), never the app. The writer is named by the worker's name: `export-xlsx` or `export-write-excel-file`.
 */
const name = (self as unknown as { name: string }).name
serveExport(self as never, name === 'export-xlsx' ? writeWithXlsx : writeWithWriteExcelFile)
