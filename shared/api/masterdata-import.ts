import type { ImportColumn } from './import'
import { PRODUCT_CATEGORIES, PRODUCT_UNITS } from './inventory'

/**
 * The bulk product upload (issue 19): the template's columns, in order, each filling the product form's field of the
 * same key. Headers are matched without case, spaces or punctuation; a required mark ("*") may follow them. Imported
 * products are active and have no additional info or external links (added in the form).
 */
export const MASTERDATA_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'productSku', header: 'SKU', kind: 'text', required: true, example: 'BAT-LFP-60V-30AH' },
  { key: 'name', header: 'Name', kind: 'text', required: true, example: 'LFP battery pack 60V 30Ah' },
  { key: 'category', header: 'Category', kind: 'enum', values: PRODUCT_CATEGORIES, required: true, example: 'battery' },
  { key: 'unit', header: 'Unit', kind: 'enum', values: PRODUCT_UNITS, example: 'piece' },
  { key: 'hsn', header: 'HSN', kind: 'text', example: '85076000' },
  { key: 'price', header: 'Price', kind: 'money', required: true, example: '38500' },
  { key: 'taxPercent', header: 'Tax %', kind: 'percent', example: '18' },
  { key: 'reorderLevel', header: 'Reorder level', kind: 'text', example: '5' },
]

/** The import calls (under /api/admin; permission Master Data + upload). */
export const MASTERDATA_IMPORT_CALLS = {
  preview: '/inventory/products/import/preview',
  commit: '/inventory/products/import/commit',
} as const
