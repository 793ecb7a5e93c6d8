import type { CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Command } from 'cmdk'
import { CornerDownLeftIcon } from 'lucide-react'
import { ariaKeyShortcuts, Keys } from './keys'
import type { PaletteEntry, PaletteGroup } from './palette-entries'

const rowClass = 'absolute top-0 left-0 flex w-full items-center'

/** A group heading of the flat list; hidden from assistive technology like cmdk's own headings. */
export function GroupHeading({ group, style }: { group: PaletteGroup; style: CSSProperties }) {
  const { t } = useLingui()
  const labels: Record<PaletteGroup, string> = {
    recent: t`Recent`,
    records: t`Records`,
    screens: t`Screens`,
    actions: t`Actions`,
    preferences: t`Preferences`,
    // The synthetic entries are a diagnostic (palette-entries.ts), never shown to users: not translated.
    synthetic: 'Synthetic',
  }
  return (
    <div
      aria-hidden="true"
      role="presentation"
      className={`${rowClass} px-2 pt-3 text-xs font-semibold text-muted-foreground`}
      style={style}
    >
      {labels[group]}
    </div>
  )
}

/** One command of the palette: icon for screens, title, why it cannot run now (if so), its hotkey. */
export function PaletteItem({
  entry,
  rowKey,
  style,
  onSelect,
}: {
  entry: PaletteEntry
  rowKey: string
  style: CSSProperties
  onSelect: () => void
}) {
  const Icon = entry.command?.kind === 'screen' ? entry.command.icon : entry.command?.kind === 'record' ? CornerDownLeftIcon : undefined
  return (
    <Command.Item
      value={rowKey}
      data-key={rowKey}
      onSelect={onSelect}
      aria-keyshortcuts={entry.hotkey ? ariaKeyShortcuts(entry.hotkey) : undefined}
      style={style}
      className={`${rowClass} cursor-default gap-2 rounded-sm px-2 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground`}
    >
      {Icon ? (
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      ) : (
        <span className="size-4 shrink-0" aria-hidden="true" />
      )}
      <span className="min-w-0 truncate">{entry.title}</span>
      {entry.blockedReason && <span className="min-w-0 truncate text-xs text-muted-foreground">— {entry.blockedReason}</span>}
      {entry.hotkey && <Keys hotkey={entry.hotkey} className="ml-auto pl-2" aria-hidden />}
    </Command.Item>
  )
}
