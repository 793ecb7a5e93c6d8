import type { MessageDescriptor } from '@lingui/core'
import type { FilterDef, TableContract } from '@shared/api/contract'
import type { ServerTexts } from '@/lib/report-answer'

/**
 * How a column shows its value beyond its data type, in the table and in the export alike (spec 001 section 2 "Special
 * cells", section 3 `functionName`). Generic on purpose: a module describes its special cells with these, a path
 * (`accessor`) and `labels`, and the shared table knows no module.
 * - active: a tick or cross, read as Active / Inactive;
 * - list: the items comma-joined (each through `labels` when given);
 * - day: dd/MM/yyyy (a date column shows the time too);
 * - duration: seconds as Xmin:YYsec;
 * - person: the first and last name of an object;
 * - link: an http(s) address as a button that opens a new tab (the address in the export);
 * - rtoStatus: the inline status dropdown (the value's label as text when the column has no `rtoStatus` options);
 * - money: integer paise as ₹ with Indian digit grouping and two decimals (₹1,23,456.50); the export writes the rupee
 *   number with a number format that reads the same.
 */
export type CellFormat = 'active' | 'list' | 'day' | 'duration' | 'person' | 'link' | 'rtoStatus' | 'money'

/** A column's value type (spec 001 section 3): how it is shown, aligned and exported when no formatter is named. */
export type DataType = 'string' | 'number' | 'date' | 'boolean'

/**
 * The inline rtoStatus dropdown: its options (the bookingStatus list) and what choosing one does. A styled select
 * (Radix): Enter, Space or the arrows open it, the arrows move, Enter picks (and only then `onChange` runs), Esc
 * closes it unchanged. The option labels default to the column's `labels`, then to the value.
 */
export interface RtoStatusOptions<TRow> {
  options: readonly { value: string; label?: string }[]
  onChange: (row: TRow, value: string) => void
  /** A change of this row is on its way: the dropdown waits. */
  pending?: (row: TRow) => boolean
}

/**
 * One column of a table, as spec 001 section 3 defines it: id, label, dataType, width, visibility (sortable when the
 * contract sorts by its id),
 * accessor, className, a cell format and the labels of its values.
 */
export interface ColumnSpec<TRow> {
  /** The row field it shows (also the sortField sent to the API when sortable). */
  id: string
  label: MessageDescriptor
  dataType?: DataType
  /** Width in pixels (default 150). */
  width?: number
  /** Shown until the user hides it (default true). */
  visible?: boolean
  /** The field it reads, as a dotted path (`estimateData.estimateUrl`); default: `id`. Also what the export reads. */
  accessor?: string
  className?: string
  format?: CellFormat
  /** The one translated label of each stored value (an enum): the cell and the export show the label. */
  labels?: Readonly<Record<string, MessageDescriptor>>
  /** Shown, and exported, when the value is empty (a notification to every customer: 'All customers'). */
  fallback?: MessageDescriptor
  /** For format 'rtoStatus'. */
  rtoStatus?: RtoStatusOptions<TRow>
}

/** A filter of the filter popover, kept in the URL as search param `id` and sent to the list call as body field `id`. */
export type FilterSpec = {
  id: string
  label: MessageDescriptor
  /** Shown but not usable yet, with this note (lookups that arrive later). */
  disabledNote?: MessageDescriptor
} & (
  | {
      kind: 'boolean'
      trueLabel: MessageDescriptor
      falseLabel: MessageDescriptor
      /** What the screen lists while the URL has no value (roles: active); then the select offers no 'All'. */
      unset?: 'true' | 'false'
    }
  | { kind: 'choice'; options: readonly { value: string; label: MessageDescriptor }[] }
  /**
   * A day picker; the value (URL and list body) is Unix seconds: the day's first second for edge 'start' (startDate),
   * its last for 'end' (endDate), in the browser's time zone.
   */
  | { kind: 'date'; edge: 'start' | 'end' }
  | {
      /**
       * Choices read from the server (service centres, branches…): a hook the popover calls while it is open, given the
       * popover's draft values so a filter can depend on another (branches of the chosen centre). The labels are data,
       * shown as they are. A `dependsOn` filter is cleared when the filter it depends on changes, and disabled until it
       * has a value.
       */
      kind: 'lookup'
      useOptions: (draft: Readonly<Record<string, string>>) => LookupOptions
      dependsOn?: string
    }
)

/** What a lookup filter's hook answers. */
export interface LookupOptions {
  options: readonly { value: string; label: string }[]
  loading: boolean
}

/**
 * A table of a module: its endpoint, columns, filters and how its rows are told apart. Declared once per feature
 * (see src/features/users/users-table.ts) and rendered by <DataTable>.
 */
export interface TableDeclaration<TRow> {
  /** Stable id: the key of the remembered column visibility. */
  id: string
  /** The catalog screen (`screen.users`): its permission entry gates the table and its toolbar. */
  screenId: string
  /**
   * The module's table contract (shared/api/<module>.ts): the list call (spec 001 section 3 "Table query and response"),
   * the export (no download without one), the row schema every answer is checked against, and the sort keys: a column
   * is sortable exactly when the contract sorts by its id.
   */
  contract: TableContract<Record<string, unknown>, string, Record<string, FilterDef>>
  rowId: (row: TRow) => string
  columns: readonly ColumnSpec<TRow>[]
  filters?: readonly FilterSpec[]
  /** Rows per page until the user picks another size (default 10). */
  defaultPageSize?: number
  /**
   * The row field that is false for a soft-deleted record (default `active`): such rows are shown muted with an
   * "Inactive" badge, on every screen. `null` for a table whose rows have no such field.
   */
  activeField?: string | null
  /**
   * Tints rows by their status: 'Booked' or none green, 'Completed' orange (spec 001 section 2 "Row colour"); with
   * `tones`, by that map of the field's values instead (SCU stocks: 'low' orange), other values untinted.
   */
  statusColors?: { field: string; tones?: Readonly<Record<string, 'green' | 'orange'>> }
  /**
   * The global search box ('Enter Reg Vehicle No.'), sent as this body field; `maxLength` characters at most (default
   * 20, a registration number; the RTO search takes 30, a chassis number). With `allowed`, text that does not match its
   * pattern (upper-cased, spaces dropped, as the contract reads it) is not searched: the box shows its message instead.
   */
  globalSearch?: { field: string; maxLength?: number; allowed?: { pattern: RegExp; message: MessageDescriptor } }
  /**
   * When given, a list call the server refuses shows the server's message (translated through these texts, then the
   * shared ones) where the rows would be, instead of 'No Record Found'. Without it a refusal empties the table
   * silently (spec 001 section 7 "Generic list behaviour").
   */
  refusalTexts?: ServerTexts
}

/** Identity helper that keeps the row type of a declaration. */
export function defineTable<TRow>(declaration: TableDeclaration<TRow>): TableDeclaration<TRow> {
  return declaration
}
