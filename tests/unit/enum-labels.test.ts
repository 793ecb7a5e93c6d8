import fs from 'node:fs'
import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { TableDeclaration } from '../../src/components/data-table/types'
import { filterBody } from '../../shared/api/contract-body'
import { BOOKING_STAGES, RTO_STATUSES } from '../../shared/api/booking.query'
import { ENQUIRY_TYPES } from '../../shared/api/enquiry.query'

/**
 * Issue 15, "one translated label per enum value": every table column whose row field is an enum (or a list of one)
 * shows each value through the column's `labels`, and every label is translated in every catalog. A new enum value,
 * or a new enum column without labels, fails here instead of showing raw ('banner', 'top') in some language.
 */
const tableFiles = import.meta.glob<Record<string, unknown>>('../../src/features/*/*-table.ts', { eager: true })
const isTable = (v: unknown): v is TableDeclaration<Record<string, unknown>> =>
  !!v && typeof v === 'object' && 'screenId' in v && 'contract' in v && 'columns' in v
const tables = Object.values(tableFiles).flatMap((exports) => Object.values(exports).filter(isTable))

type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType>; entries?: Record<string, string> }
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schema without optional, nullable and default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema
  for (let def = defOf(s); ['optional', 'nullable', 'default', 'readonly'].includes(def.type); def = defOf(s)) s = def.innerType!
  return s
}

/** The schema of a dotted path in the row (`followups.0.followUpDate`); undefined when the row does not declare it. */
function fieldSchema(row: z.ZodType, path: string): z.ZodType | undefined {
  let s: z.ZodType | undefined = row
  for (const part of path.split('.')) {
    if (!s) return undefined
    const def = defOf(unwrap(s))
    if (def.type === 'array' && /^\d+$/.test(part)) s = def.element
    else if (def.type === 'object') s = def.shape?.[part]
    else return undefined
  }
  return s
}

/** The values of an enum field or of a list of one; null for any other field. */
function enumValues(schema: z.ZodType): string[] | null {
  let def = defOf(unwrap(schema))
  if (def.type === 'array') def = defOf(unwrap(def.element!))
  return def.type === 'enum' ? Object.values(def.entries ?? {}) : null
}

/** msgid → msgstr of a .po catalog. */
function catalog(locale: string): Map<string, string> {
  const text = fs.readFileSync(`src/locales/${locale}/messages.po`, 'utf8')
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('')
  const entries = new Map<string, string>()
  // An entry with a context (msgctxt) is another message: keyed 'context\u0004msgid'.
  for (const m of text.matchAll(/^(?:msgctxt (".*")\n)?msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm))
    entries.set(`${m[1] ? `${unquote(m[1])}\u0004` : ''}${unquote(m[2]!)}`, unquote(m[3]!))
  return entries
}

/**
 * A column is an enum column when its row field is an enum, or when the table filters it by a fixed list of values
 * (`filters.oneOf`: the field is stored as text, but only those values are written).
 */
const enumColumns = tables.flatMap((table) =>
  table.columns.flatMap((column) => {
    const schema = fieldSchema(table.contract.row, column.accessor ?? column.id)
    const def = table.contract.filters?.[column.id]
    const filter = def && filterBody(def)
    const values = (schema && enumValues(schema)) ?? (filter ? enumValues(filter)?.filter((v) => v !== 'all') : null) ?? null
    return values ? [{ where: `${table.id}.${column.id}`, values, labels: column.labels }] : []
  }),
)

/**
 * The columns of an option list of the Options screen (issue 21): stored as text, any active value of the list; the
 * built-in values (the list's seed) show through the column's labels, a value the screen added as it is stored.
 */
const BUILT_IN: Record<string, readonly string[]> = {
  'enquiry.enquiryType': ENQUIRY_TYPES,
  'booking.status': BOOKING_STAGES,
  'booking.rtoStatus': RTO_STATUSES,
  'rto-search.rtoStatus': RTO_STATUSES,
}
const listColumns = tables.flatMap((table) =>
  table.columns.flatMap((column) => {
    const where = `${table.id}.${column.id}`
    return BUILT_IN[where] ? [{ where, values: [...BUILT_IN[where]], labels: column.labels }] : []
  }),
)

describe('enum values in tables', () => {
  it('finds the enum columns of the built tables', () => {
    expect(enumColumns.map((c) => c.where)).toEqual(
      expect.arrayContaining([
        'users.userType',
        'crm.marketingType',
        'crm.callStatus',
        'enquiry.status',
        'advertisement.typeOfLink',
        'advertisement.adPosition',
        'advertisement.priority',
      ]),
    )
    expect(listColumns.map((c) => c.where).sort()).toEqual(Object.keys(BUILT_IN).sort())
  })

  it.each([...enumColumns, ...listColumns])('$where shows every value through a label', ({ values, labels }) => {
    expect(labels, 'the column has no labels').toBeDefined()
    expect(values.filter((v) => !labels![v])).toEqual([])
  })

  it.each(['es', 'de', 'zh'])('every enum label is translated in %s', (locale) => {
    const entries = catalog(locale)
    const missing = [...enumColumns, ...listColumns].flatMap(({ where, labels }) =>
      Object.values(labels ?? {})
        .map((d: MessageDescriptor) => d.message ?? d.id)
        .filter((text) => !entries.get(text))
        .map((text) => `${where}: ${text}`),
    )
    expect(missing).toEqual([])
  })
})

describe('one word, one meaning', () => {
  it('German names the enquiry table’s Status “Status”; the user form’s approval status has its own context', () => {
    const de = catalog('de')
    expect(de.get('Status')).toBe('Status')
    expect(de.get('approval\u0004Status')).toBe('Genehmigungsstatus')
  })
})

describe('user types', () => {
  // Spec 000 section 4 names them: Scp and Scc are the business's own names for franchise partners and service
  // centres, shown as they are in every language (English and the other languages once disagreed).
  it.each(['es', 'de', 'zh'])('%s shows the spec’s display names Scp and Scc', (locale) => {
    const entries = catalog(locale)
    expect([entries.get('Scp'), entries.get('Scc')]).toEqual(['Scp', 'Scc'])
  })
})
