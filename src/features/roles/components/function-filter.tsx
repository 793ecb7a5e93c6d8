import { useMemo, type KeyboardEvent, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SCREENS } from '@shared/permissions'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { TitledScreen } from '../keyboard'
import { screenTitles } from '../labels'

/** The functions with their titles in the UI language, in menu order. */
export function useTitledScreens(): TitledScreen[] {
  const { i18n } = useLingui()
  return useMemo(() => SCREENS.map((screen) => ({ screen, title: i18n._(screenTitles[screen]) })), [i18n])
}

interface Props {
  id: string
  value: string
  onChange: (text: string) => void
  /** ArrowDown or Enter: into the list below. */
  onEnterList: () => void
  inputRef: RefObject<HTMLInputElement | null>
  autoFocus?: boolean
}

/** The filter box over the role dialogs' functions: ArrowDown or Enter moves into the list below it. */
export function FunctionFilter({ id, value, onChange, onEnterList, inputRef, autoFocus }: Props) {
  const { t } = useLingui()
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter') {
      e.preventDefault()
      onEnterList()
    }
  }
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        {t`Filter functions`}
      </Label>
      <Input
        id={id}
        ref={inputRef}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t`Find a function by name`}
        autoComplete="off"
        autoFocus={autoFocus}
        className="h-8 max-w-64"
      />
    </div>
  )
}
