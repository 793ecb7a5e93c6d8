import { Fragment } from 'react'
import { useLingui } from '@lingui/react'
import type { Hotkey } from '@commands/index'
import { cn } from '@/lib/utils'

/** macOS (not iOS): ⌘ instead of Ctrl, as react-hotkeys-hook's `mod` does. */
export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /mac/i.test(navigator.userAgent) && !/iphone|ipad|ipod/i.test(navigator.userAgent)
}

/**
 * The key caps of a hotkey as printed on the keyboard: Ctrl (Strg on German keyboards) or ⌘, then the key.
 * Key caps are not translated text, so they are not in the message catalogs.
 */
export function keyCaps(hotkey: Hotkey, locale: string, mac = isMac()): string[] {
  if (hotkey === 'escape') return ['Esc']
  if (hotkey === '?' || hotkey === '/') return [hotkey]
  const key = hotkey.slice('mod+'.length).toUpperCase()
  return [mac ? '⌘' : locale === 'de' ? 'Strg' : 'Ctrl', key]
}

/** The hotkey written out, for labels and tooltips: "Ctrl+K", "⌘K". */
export function hotkeyText(hotkey: Hotkey, locale: string, mac = isMac()): string {
  return keyCaps(hotkey, locale, mac).join(mac ? '' : '+')
}

/** aria-keyshortcuts value (key names of the UI Events spec). */
export function ariaKeyShortcuts(hotkey: Hotkey, mac = isMac()): string {
  if (hotkey === 'escape') return 'Escape'
  if (hotkey === '?') return 'Shift+?'
  if (hotkey === '/') return '/'
  return `${mac ? 'Meta' : 'Control'}+${hotkey.slice('mod+'.length).toUpperCase()}`
}

/** A hotkey as <kbd> key caps. */
export function Keys({ hotkey, className, 'aria-hidden': hidden }: { hotkey: Hotkey; className?: string; 'aria-hidden'?: boolean }) {
  const { i18n } = useLingui()
  const mac = isMac()
  const caps = keyCaps(hotkey, i18n.locale, mac)
  return (
    <span className={cn('inline-flex items-center gap-0.5 text-xs text-muted-foreground', className)} aria-hidden={hidden}>
      {caps.map((cap, i) => (
        <Fragment key={cap}>
          {i > 0 && !mac && <span aria-hidden="true">+</span>}
          <kbd className="min-w-5 rounded border bg-muted px-1 py-0.5 text-center font-sans text-[0.7rem] leading-none font-medium text-foreground">
            {cap}
          </kbd>
        </Fragment>
      ))}
    </span>
  )
}
