import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ShieldAlertIcon } from 'lucide-react'
import type { ActionId } from '@commands/index'
import { screenCommands } from '@commands/screens'
import { CommandToolbar } from '@/components/command-palette/command-toolbar'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import type { ActionSource } from '@/lib/api'
import { answerText } from '@/lib/report-answer'
import { useTableCommands, whenPaletteClosed, type TableTarget } from '@/lib/command-runtime'
import { useSession } from '@/lib/session'
import { ExportProgressBar } from './export-progress'
import { tableGates } from './gates'
import { useCellLabels } from './labels'
import { GlobalSearch, KeywordSearch } from './search-boxes'
import { DEFAULT_PAGE_SIZE, listBody, nextSearch, type TableSearch } from './search-schema'
import { EmptyGrid, TableGrid } from './table-grid'
import { TablePagination } from './table-pagination'
import { filterText, filterValue } from './filter-values'
import { ColumnsPopover, FilterPopover } from './table-popovers-deferred'
import type { TableDeclaration } from './types'
import { EMPTY_PAGE, useTableData } from './use-table-data'
import { useRowSelection } from './use-row-selection'
import { useTableColumns } from './use-table-columns'
import { useSlashSearch } from './use-slash-search'
import { useTableDownload } from './use-table-download'

export interface DataTableProps<TRow extends Record<string, unknown>> {
  table: TableDeclaration<TRow>
  /** The route's validated search params. */
  search: TableSearch
  /** Writes the next search params into the URL. */
  onSearchChange: (next: TableSearch) => void
  /** Opens a row (double-click, double-tap, Enter): the screen's view. Without it, opening says it is not available. */
  onOpen?: (row: TRow, source: ActionSource) => void
  /**
   * The screen's own toolbar actions (add, edit, view, assign…), registered with the table's: each gets how it was
   * started and the selected rows. Pass a memoised object: a new one re-registers the table.
   */
  actions?: Partial<Record<ActionId, (source: ActionSource, selected: readonly TRow[]) => void>>
  /** A record to select once the rows show it (one just created); `onPicked` when done or not on this page. */
  pick?: string | null
  onPicked?: () => void
}

/**
 * The shared data table (spec 001 section 2): the screen's toolbar from the catalog, keyword search, filter and
 * column popovers, a virtualized ARIA grid with sortable headers, selection by pointer and keyboard, pagination and
 * the download. Its state lives in the URL; its rows come from the list endpoint through the query cache.
 */
export function DataTable<TRow extends Record<string, unknown>>({
  table: decl,
  search,
  onSearchChange,
  onOpen,
  actions,
  pick,
  onPicked,
}: DataTableProps<TRow>) {
  const { i18n } = useLingui()
  const { user, perms } = useSession()
  const labels = useCellLabels()
  const gridId = useId()
  const gates = useMemo(() => tableGates(perms, decl.screenId), [perms, decl.screenId])
  const screen = screenCommands.find((s) => s.id === decl.screenId)
  const pageName = screen ? i18n._(screen.title) : decl.id
  const defaultPageSize = decl.defaultPageSize ?? DEFAULT_PAGE_SIZE
  const filters = useMemo(() => decl.filters ?? [], [decl.filters])
  const filterIds = useMemo(() => filters.map((f) => f.id), [filters])
  const page = search.page ?? 1
  const pageSize = search.pageSize ?? defaultPageSize

  // Latest search for callbacks that outlive a render (debounced search, hotkeys).
  const searchRef = useRef(search)
  useEffect(() => {
    searchRef.current = search
  })
  const update = useCallback(
    (patch: Partial<TableSearch>) => {
      const current = searchRef.current
      const next = nextSearch(current, patch, defaultPageSize)
      if (JSON.stringify(next) !== JSON.stringify(nextSearch(current, {}, defaultPageSize))) onSearchChange(next)
    },
    [onSearchChange, defaultPageSize],
  )

  // Rows.
  const bodyKey = JSON.stringify(listBody(search, { defaultPageSize, filterIds, globalSearchField: decl.globalSearch?.field }))
  const body = useMemo(() => JSON.parse(bodyKey) as Record<string, unknown>, [bodyKey])
  const query = useTableData(decl, body, gates.query)
  const data = gates.query ? (query.data ?? EMPTY_PAGE) : EMPTY_PAGE
  const rows = data.rows as TRow[]
  const loading = gates.query && query.isFetching

  // A page past the end (rows deleted, a stale link): the last page.
  useEffect(() => {
    if (!query.isPlaceholderData && query.data && query.data.pages > 0 && page > query.data.pages) update({ page: query.data.pages })
  }, [query.data, query.isPlaceholderData, page, update])

  const { gridColumns, visibility, onVisibilityChange, resetVisibility } = useTableColumns(decl, rows, search, user._id, update)

  const { selected, selectedRows, active, multi, setMulti, pointer, gridRef, scrollElement, scrollTo, onGridKeyDown, setActive } =
    useRowSelection({
      rows,
      rowId: decl.rowId,
      canOpen: gates.open,
      onOpen,
      pick,
      onPicked,
    })

  // Popovers opened by their commands.
  const toolbarRef = useRef<HTMLDivElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  useSlashSearch(searchInput, gates.query)
  const [popover, setPopover] = useState<'filter' | 'columns' | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const openPopover = useCallback(
    (which: 'filter' | 'columns') => {
      whenPaletteClosed(() => {
        const el = document.activeElement
        returnFocus.current = el instanceof HTMLElement && el !== document.body ? el : gridRef.current
        setPopover(which)
      })
    },
    [gridRef],
  )
  const anchorOf = (command: string) => () => toolbarRef.current?.querySelector(`[data-command="${command}"]`) ?? toolbarRef.current

  // The download: the whole filtered table, visible columns, '<Page name>_<dd-MM-yyyy>.xlsx'.
  const { exporter, startExport } = useTableDownload(decl, bodyKey, pageName, visibility, labels)

  // The table's own tools, run by the toolbar, the hotkeys and the palette alike.
  const refetch = query.refetch
  const target = useMemo<TableTarget>(() => {
    const run: TableTarget['run'] = {
      'action.columns': () => openPopover('columns'),
    }
    for (const [id, handler] of Object.entries(actions ?? {}) as [ActionId, (source: ActionSource, selected: readonly TRow[]) => void][]) {
      run[id] = (source) => handler(source, selectedRows)
    }
    if (gates.query) {
      run['action.refetch'] = () => void refetch()
      run['action.search'] = () =>
        whenPaletteClosed(() => {
          searchInput.current?.focus()
          searchInput.current?.select()
        })
      if (decl.contract.export) run['action.export'] = startExport
    }
    if (filters.length > 0) {
      run['action.filter'] = () => openPopover('filter')
      run['action.clearFilters'] = () => update(Object.fromEntries(filterIds.map((id) => [id, undefined])))
    }
    return {
      screenId: decl.screenId,
      selection: selectedRows.map((r) => ({ ...r, id: decl.rowId(r) })),
      rowCount: data.filterRecords,
      run,
    }
  }, [decl, selectedRows, data.filterRecords, gates.query, filters.length, filterIds, openPopover, refetch, startExport, update, actions])
  useTableCommands(target)

  const filterValues = Object.fromEntries(filters.map((f) => [f.id, filterText(search[f.id])]))
  const activeFilters = filters.filter((f) => search[f.id] !== undefined).length

  return (
    <section aria-label={pageName} className="flex min-w-0 flex-col gap-2 p-3 md:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <div ref={toolbarRef} className="min-w-0 flex-1">
          <CommandToolbar />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {activeFilters > 0 && (
            <span className="text-xs text-muted-foreground" data-slot="active-filters">
              <Trans>Filters on: {activeFilters}</Trans>
            </span>
          )}
          <div className="flex items-center gap-2">
            <Switch id={`${gridId}-multi`} checked={multi} onCheckedChange={setMulti} />
            <Label htmlFor={`${gridId}-multi`} className="font-normal">
              <Trans>Multi-select</Trans>
            </Label>
          </div>
          {gates.query && <KeywordSearch value={search.keyword ?? ''} onChange={(keyword) => update({ keyword })} inputRef={searchInput} />}
        </div>
      </div>
      {decl.globalSearch && gates.query && (
        <GlobalSearch
          value={search.search ?? ''}
          loading={loading}
          maxLength={decl.globalSearch.maxLength}
          allowed={decl.globalSearch.allowed}
          onSearch={(text) => update({ search: text })}
        />
      )}
      {exporter.progress && <ExportProgressBar progress={exporter.progress} onCancel={exporter.cancel} />}
      {filters.length > 0 && (
        <FilterPopover
          open={popover === 'filter'}
          onOpenChange={(open) => setPopover(open ? 'filter' : null)}
          anchor={anchorOf('action.filter')}
          returnFocus={() => returnFocus.current}
          filters={filters}
          values={filterValues}
          onApply={(values) => {
            setPopover(null)
            update(Object.fromEntries(filters.map((f) => [f.id, filterValue(f, values[f.id] ?? '')])))
          }}
          onClear={() => {
            setPopover(null)
            update(Object.fromEntries(filterIds.map((id) => [id, undefined])))
          }}
        />
      )}
      <ColumnsPopover
        open={popover === 'columns'}
        onOpenChange={(open) => setPopover(open ? 'columns' : null)}
        anchor={anchorOf('action.columns')}
        returnFocus={() => returnFocus.current}
        columns={decl.columns.map((c) => ({ id: c.id, header: i18n._(c.label), visible: visibility[c.id] !== false }))}
        onToggle={(id, shown) => onVisibilityChange((old) => ({ ...old, [id]: shown }))}
        onReset={resetVisibility}
      />
      {gates.query ? (
        <div className="relative">
          <TableGrid
            id={gridId}
            label={pageName}
            columns={gridColumns}
            rows={rows}
            rowId={decl.rowId}
            labels={labels}
            selected={selected}
            activeIndex={active}
            multi={multi}
            busy={loading}
            offset={(page - 1) * pageSize}
            total={data.estimated ? -1 : data.filterRecords}
            statusField={decl.statusColors?.field}
            statusTones={decl.statusColors?.tones}
            activeField={decl.activeField === undefined ? 'active' : decl.activeField}
            queryKey={bodyKey}
            data={data}
            pointer={pointer}
            onKeyDown={onGridKeyDown}
            onRowPointerDown={setActive}
            gridRef={gridRef}
            scrollElement={scrollElement}
            scrollToRef={scrollTo}
            empty={
              <EmptyGrid
                columns={gridColumns.length}
                loading={loading}
                refusal={data.refusal !== undefined && decl.refusalTexts ? answerText(i18n, decl.refusalTexts, data.refusal) : null}
              />
            }
          />
          {loading && <LoadingOverlay />}
        </div>
      ) : (
        <div role="alert" className="flex min-h-40 items-center justify-center gap-3 rounded-md border p-6 text-center">
          <ShieldAlertIcon className="size-6 text-destructive" aria-hidden="true" />
          <p>
            <Trans>You do not have permission to fetch table records</Trans>
          </p>
        </div>
      )}
      {gates.query && (
        <TablePagination
          page={page}
          pages={data.pages}
          pageSize={pageSize}
          records={data.filterRecords}
          estimated={data.estimated}
          onPage={(p) => update({ page: p })}
          onPageSize={(size) => update({ pageSize: size })}
        />
      )}
    </section>
  )
}

function LoadingOverlay() {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none absolute inset-x-0 top-10 flex justify-center">
      <span className="flex items-center gap-2 rounded-full border bg-background/90 px-3 py-1 text-xs shadow-sm">
        <span
          className="size-3.5 animate-spin rounded-full border-2 border-muted-foreground/30 border-t-muted-foreground"
          aria-hidden="true"
        />
        <Trans>Loading…</Trans>
      </span>
    </div>
  )
}
