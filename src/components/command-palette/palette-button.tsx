import { useLingui } from '@lingui/react/macro'
import { SearchIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { openPalette } from '@/lib/command-runtime'
import { ariaKeyShortcuts, hotkeyText } from './keys'

/** The top bar's way into the palette for pointer users; the palette loads on first use. */
export function PaletteButton() {
  const { t, i18n } = useLingui()
  const shortcut = hotkeyText('mod+k', i18n.locale)
  const label = t`Command palette (${shortcut})`
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-keyshortcuts={ariaKeyShortcuts('mod+k')}
      onClick={openPalette}
    >
      <SearchIcon aria-hidden="true" />
    </Button>
  )
}
