import { refuse, type SheetCell, type SheetLimits } from './refusal'
import { RowCollector } from './rows'
import { readSharedStrings, readSheet } from './sheet'
import { readCellStyles } from './styles'
import { END, OPEN, XmlScanner } from './xml'
import { type ZipEntry, ZipReader } from './zip'

/**
 * An xlsx package: refused for macros or links to other workbooks, then only the parts needed to read the first
 * worksheet are inflated ([Content_Types].xml, the workbook, its relationships, shared strings, styles, the sheet).
 */

const EXTERNAL_LINK_TYPE = '/externalLink'
const utf8 = new TextDecoder('utf-8', { fatal: true })

async function readText(zip: ZipReader, entry: ZipEntry): Promise<string> {
  const bytes = await zip.read(entry)
  try {
    return utf8.decode(bytes)
  } catch {
    return refuse('malformed')
  }
}

function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1)
}

/** Macros and external links are refused from the entry names alone, before anything is inflated. */
function checkNames(zip: ZipReader): void {
  for (const name of zip.entries.keys()) {
    // VBA projects, and Excel 4 macro sheets and dialog sheets (XLM macros).
    if (baseName(name) === 'vbaproject.bin' || name.startsWith('xl/macrosheets/') || name.startsWith('xl/dialogsheets/')) refuse('macros')
  }
  for (const name of zip.entries.keys()) {
    if (name.startsWith('xl/externallinks/')) refuse('externalLinks')
  }
}

const isMacroType = (type: string) => {
  const lower = type.toLowerCase()
  return lower.includes('macroenabled') || lower.includes('vbaproject') || lower.includes('macrosheet') || lower.includes('dialogsheet')
}

/**
 * Macros by content type: a part named with a macro type, or a default macro type for an extension some entry has.
 * (SheetJS declares a macro-enabled default for `.bin` in every file it writes, with no .bin part.)
 */
function checkContentTypes(zip: ZipReader, xml: string): void {
  const extensions = new Set<string>()
  for (const name of zip.entries.keys()) {
    const base = baseName(name)
    const dot = base.lastIndexOf('.')
    if (dot >= 0) extensions.add(base.slice(dot + 1))
  }
  const scanner = new XmlScanner(xml)
  for (let event = scanner.next(); event !== END; event = scanner.next()) {
    if (event !== OPEN) continue
    const type = scanner.attr('ContentType') ?? ''
    if (!isMacroType(type)) continue
    if (scanner.name === 'Override') refuse('macros')
    if (scanner.name === 'Default' && extensions.has((scanner.attr('Extension') ?? '').toLowerCase())) refuse('macros')
  }
}

interface Relationship {
  type: string
  target: string
}

function readRelationships(xml: string): Map<string, Relationship> {
  const rels = new Map<string, Relationship>()
  const scanner = new XmlScanner(xml)
  for (let event = scanner.next(); event !== END; event = scanner.next()) {
    if (event !== OPEN || scanner.name !== 'Relationship') continue
    const type = scanner.attr('Type') ?? ''
    if (type.endsWith(EXTERNAL_LINK_TYPE)) refuse('externalLinks')
    const id = scanner.attr('Id')
    const target = scanner.attr('Target')
    if (id !== null && target !== null && !rels.has(id)) rels.set(id, { type, target })
  }
  return rels
}

/** The workbook's first sheet (its relationship id) and its date system. */
function readWorkbook(xml: string): { sheetId: string | null; date1904: boolean } | null {
  const scanner = new XmlScanner(xml)
  let date1904 = false
  for (let event = scanner.next(); event !== END; event = scanner.next()) {
    if (event !== OPEN) continue
    if (scanner.name === 'workbookPr') {
      const value = scanner.attr('date1904')
      date1904 = value === '1' || value === 'true'
    } else if (scanner.name === 'sheet') return { sheetId: scanner.attr('id'), date1904 }
  }
  return null
}

/** A relationship's target as a part name: relative to xl/, or absolute from the package's root. */
export function resolvePart(target: string): string {
  const segments = target.startsWith('/') ? [] : ['xl']
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return segments.join('/')
}

/** The entry of the workbook's first relationship of this type, if the zip has it. */
function related(zip: ZipReader, rels: Map<string, Relationship>, type: string): ZipEntry | undefined {
  for (const rel of rels.values()) if (rel.type.endsWith(type)) return zip.entry(resolvePart(rel.target))
  return undefined
}

/** The shortest cell that uses a shared string: `<c t="s"><v>0</v></c>` (no reference, one digit) is 21 characters. */
const MIN_SHARED_CELL_BYTES = 16
/** Strings a workbook may hold beyond what its sheets can use (a writer that keeps a few unused ones). */
const UNUSED_SHARED_STRINGS = 10_000

/**
 * The limits for the shared strings: no more than the cells of all the worksheets (by their declared sizes, which
 * inflating holds them to) could use, so a table of millions of strings beside a small sheet is refused at once.
 */
function sharedLimits(zip: ZipReader, limits: SheetLimits): SheetLimits {
  let sheetBytes = 0
  for (const [name, entry] of zip.entries) if (name.startsWith('xl/worksheets/')) sheetBytes += entry.size
  const usable = Math.ceil(sheetBytes / MIN_SHARED_CELL_BYTES) + UNUSED_SHARED_STRINGS
  return { ...limits, maxSharedStrings: Math.min(limits.maxSharedStrings, usable) }
}

export async function readXlsx(bytes: Uint8Array, limits: SheetLimits): Promise<SheetCell[][]> {
  const zip = new ZipReader(bytes, limits)
  checkNames(zip)

  const contentTypes = zip.entry('[Content_Types].xml')
  if (contentTypes) checkContentTypes(zip, await readText(zip, contentTypes))

  const workbookEntry = zip.entry('xl/workbook.xml')
  if (!workbookEntry) return refuse('notSpreadsheet')
  const workbook = readWorkbook(await readText(zip, workbookEntry))
  if (!workbook) return refuse('notSpreadsheet')

  const relsEntry = zip.entry('xl/_rels/workbook.xml.rels')
  const rels = relsEntry ? readRelationships(await readText(zip, relsEntry)) : new Map<string, Relationship>()
  const target = workbook.sheetId === null ? undefined : rels.get(workbook.sheetId)?.target
  const sheetEntry = (target === undefined ? undefined : zip.entry(resolvePart(target))) ?? zip.entry('xl/worksheets/sheet1.xml')
  if (!sheetEntry) return refuse('notSpreadsheet')

  const sharedEntry = related(zip, rels, '/sharedStrings') ?? zip.entry('xl/sharedStrings.xml')
  const shared = sharedEntry ? readSharedStrings(await readText(zip, sharedEntry), sharedLimits(zip, limits)) : []
  const stylesEntry = related(zip, rels, '/styles') ?? zip.entry('xl/styles.xml')
  const styles = stylesEntry ? readCellStyles(await readText(zip, stylesEntry)) : new Uint8Array(0)

  const rows = new RowCollector(limits)
  readSheet(await readText(zip, sheetEntry), { shared, styles, date1904: workbook.date1904, limits }, rows)
  return rows.rows
}
