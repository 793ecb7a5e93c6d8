import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { Command } from 'cmdk'
import { SearchIcon } from 'lucide-react'
import { createSearchIndex } from '@commands/search'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import {
  closePalette,
  commandContext,
  getRuntime,
  openPalette,
  focusClaimedByCommand,
  paletteFocusReturned,
  restoreFocus,
  useRuntime,
} from '@/lib/command-runtime'
import { inEnglish } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { PaletteItem, GroupHeading } from './palette-item'
import { commandEntries, recentEntries, recordEntries, syntheticEntries, type PaletteEntry } from './palette-entries'
import { firstItem, lastItem, moveBy, paletteRows, type PaletteRow } from './palette-rows'
import { readRecent } from './recent-commands'
import { useRunCommand } from './use-run-command'

/** Every row (heading or item) has this height, so the virtualizer needs no measuring. */
const ROW_HEIGHT = 40
/** At most this many rows are visible; with the overscan below about 27 items are ever mounted. */
const VISIBLE_ROWS = 10
const OVERSCAN = 8

/**
 * The command palette (Ctrl/Cmd+K): a cmdk Command with its own filtering (`shouldFilter={false}`, ranking by
 * commands/search.ts) and a virtualized list. Loaded on first use (command-center.tsx), so cmdk and react-virtual stay
 * out of the initial download.
 */
export default function CommandPalette() {
  const { t } = useLingui()
  const { paletteOpen } = useRuntime()
  return (
    <Dialog open={paletteOpen} onOpenChange={(open) => (open ? openPalette() : closePalette())}>
      <DialogContent
        showCloseButton={false}
        aria-describedby={undefined}
        className="top-[12%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          if (focusClaimedByCommand()) {
            event.preventDefault()
            return
          }
          if (restoreFocus()) event.preventDefault()
          paletteFocusReturned()
        }}
      >
        <DialogTitle className="sr-only">{t`Command palette`}</DialogTitle>
        <PaletteBody />
      </DialogContent>
    </Dialog>
  )
}

/** The palette's contents; mounted on each opening, so the context (screen, selection, focus) is read fresh. */
function PaletteBody() {
  const { t, i18n } = useLingui()
  const { user, perms } = useSession()
  const pathname = useLocation({ select: (l) => l.pathname })
  const run = useRunCommand()
  const listId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  // What applies is decided once per opening, against what was focused before the palette took the focus.
  const [opening] = useState(() => {
    const runtime = getRuntime()
    return { focus: runtime.returnFocus, ctx: commandContext(perms, pathname, runtime.returnFocus, { popupOpen: runtime.popupBelow }) }
  })
  const [recent] = useState(() => readRecent(user._id))
  const [synthetic] = useState(syntheticEntries)
  const [query, setQuery] = useState('')
  const [activeKey, setActiveKey] = useState('')

  // Titles are translated before indexing: one index per language (and per opening).
  const locale = i18n.locale
  const entries = useMemo(() => commandEntries(i18n, locale, opening.ctx, inEnglish), [i18n, locale, opening])
  const index = useMemo(() => createSearchIndex<PaletteEntry>([...entries, ...synthetic]), [entries, synthetic])
  const recentList = useMemo(() => recentEntries(i18n, opening.ctx, recent, entries), [i18n, opening, recent, entries])
  const records = useMemo(() => recordEntries(i18n, opening.ctx, query), [i18n, opening, query])
  const rows = useMemo(() => paletteRows(query, index, recentList, records), [query, index, recentList, records])

  const keyIndex = useMemo(() => new Map(rows.map((r, i) => [r.key, i])), [rows])
  const found = keyIndex.get(activeKey)
  const activeIndex = found !== undefined && rows[found]!.kind === 'item' ? found : firstItem(rows)
  const activeRow = activeIndex >= 0 ? (rows[activeIndex] as Extract<PaletteRow, { kind: 'item' }>) : undefined

  // The active item is always mounted, even when scrolled out of view, so aria-activedescendant stays valid.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) return [...indexes, activeIndex].sort((a, b) => a - b)
      return indexes
    },
    [activeIndex],
  )
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rows[i]!.key,
    overscan: OVERSCAN,
    rangeExtractor,
  })

  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input) return
    const el = activeRow ? listRef.current?.querySelector(`[data-key="${CSS.escape(activeRow.key)}"]`) : null
    if (el?.id) input.setAttribute('aria-activedescendant', el.id)
    else input.removeAttribute('aria-activedescendant')
  })

  const moveTo = (target: number) => {
    if (target < 0) return
    setActiveKey(rows[target]!.key)
    // Moving up to a group's first item shows its heading too.
    const headingAbove = target > 0 && target <= activeIndex && rows[target - 1]!.kind === 'heading'
    virtualizer.scrollToIndex(headingAbove ? target - 1 : target, { align: 'auto' })
  }

  const runEntry = (entry: PaletteEntry) => {
    const command = entry.command
    if (!command) {
      closePalette()
      return
    }
    const options = { focus: opening.focus, argument: entry.argument, popupOpen: opening.ctx.popupOpen }
    // A blocked action explains itself (toast) and the palette stays open for another choice. The shortcut sheet
    // takes the palette's place itself, keeping where the focus goes back to.
    if (entry.blockedReason || (command.kind === 'preference' && command.effect.type === 'shortcuts')) {
      run(command, 'palette', options)
      return
    }
    closePalette()
    run(command, 'palette', options)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // Typing with an input method, or Shift/Ctrl/Alt combinations (Shift+Home selects text): the input's business.
    if (event.nativeEvent.isComposing || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return
    const page = VISIBLE_ROWS - 1
    switch (event.key) {
      case 'ArrowDown':
        moveTo(moveBy(rows, activeIndex, 1))
        break
      case 'ArrowUp':
        moveTo(moveBy(rows, activeIndex, -1))
        break
      case 'PageDown':
        moveTo(moveBy(rows, activeIndex, page))
        break
      case 'PageUp':
        moveTo(moveBy(rows, activeIndex, -page))
        break
      case 'Home':
        moveTo(firstItem(rows))
        break
      case 'End':
        moveTo(lastItem(rows))
        break
      case 'Enter':
        if (activeRow) runEntry(activeRow.entry)
        break
      default:
        return
    }
    // Handled here: cmdk's own navigation (which assumes every item is mounted) stays out of it.
    event.preventDefault()
  }

  const listHeight = Math.min(rows.length, VISIBLE_ROWS) * ROW_HEIGHT
  return (
    <Command
      shouldFilter={false}
      vimBindings={false}
      value={activeRow?.key ?? ''}
      onValueChange={(value) => {
        if (keyIndex.has(value)) setActiveKey(value)
      }}
      onKeyDown={onKeyDown}
      className="flex flex-col pb-1"
    >
      <div className="flex items-center gap-2 border-b px-3">
        <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          ref={inputRef}
          autoFocus
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setActiveKey('')
            virtualizer.scrollToOffset(0)
          }}
          role="combobox"
          aria-expanded={rows.length > 0}
          aria-controls={rows.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-label={t`Type a command or search…`}
          placeholder={t`Type a command or search…`}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className="h-12 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
      </div>
      {rows.length > 0 ? (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t`Commands`}
          className="overflow-y-auto overscroll-contain px-1"
          style={{ height: listHeight }}
        >
          <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!
              const style = { height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }
              return row.kind === 'heading' ? (
                <GroupHeading key={row.key} group={row.group} style={style} />
              ) : (
                <PaletteItem key={row.key} rowKey={row.key} entry={row.entry} style={style} onSelect={() => runEntry(row.entry)} />
              )
            })}
          </div>
        </div>
      ) : (
        <p role="status" className="px-4 py-8 text-center text-sm text-muted-foreground">{t`No results found.`}</p>
      )}
    </Command>
  )
}
