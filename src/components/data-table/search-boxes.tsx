import { useEffect, useId, useRef, useState, type Ref } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { SearchIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** Typing pauses this long before the table asks again. */
export const SEARCH_DEBOUNCE_MS = 350

/**
 * The keyword search box (spec 001 section 2). Its text follows the URL (Back, Forward, the palette's "Find user")
 * and, after a pause in typing, goes into it.
 */
export function KeywordSearch({
  value,
  onChange,
  inputRef,
}: {
  value: string
  onChange: (keyword: string) => void
  inputRef: Ref<HTMLInputElement>
}) {
  const { t } = useLingui()
  const [text, setText] = useState(value)
  // The URL's keyword changed (Back, Forward, the palette's "Find user", or our own change arriving): show it unless
  // it is what the box already says.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (value !== text.trim()) setText(value)
  }
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    const wanted = text.trim()
    if (wanted === value) return
    const timer = window.setTimeout(() => latest.current(wanted), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, value])
  return (
    <div className="relative w-full sm:w-64">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={inputRef}
        type="search"
        aria-label={t`Search`}
        placeholder={t`Search…`}
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim() !== value) onChange(text.trim())
        }}
        className="h-8 pl-8"
      />
    </div>
  )
}

/**
 * The optional global search box (spec 001 section 2): placeholder 'Enter Reg Vehicle No.', typed text forced to
 * upper case, and a Search button that reads 'Searching...' while the table loads. With `allowed`, text with other
 * characters (spaces aside) is not searched: the box is marked invalid with the field's message under it.
 */
export function GlobalSearch({
  value,
  loading,
  onSearch,
  maxLength = 20,
  allowed,
}: {
  value: string
  loading: boolean
  onSearch: (text: string) => void
  maxLength?: number
  allowed?: { pattern: RegExp; message: MessageDescriptor }
}) {
  const { t, i18n } = useLingui()
  const messageId = useId()
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    setText(value)
  }
  const refused = allowed !== undefined && !allowed.pattern.test(text.replace(/\s+/g, ''))
  return (
    <form
      role="search"
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (!refused) onSearch(text.trim())
      }}
    >
      <Input
        aria-label={t`Enter Reg Vehicle No.`}
        placeholder={t`Enter Reg Vehicle No.`}
        value={text}
        maxLength={maxLength}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? messageId : undefined}
        onChange={(e) => setText(e.target.value.toUpperCase())}
        className="h-8 w-56 uppercase"
      />
      <Button type="submit" size="sm" disabled={loading}>
        {loading ? <Trans>Searching...</Trans> : <Trans>Search</Trans>}
      </Button>
      {refused && (
        <p id={messageId} role="alert" data-slot="form-message" className="w-full text-sm text-destructive">
          {i18n._(allowed.message)}
        </p>
      )}
    </form>
  )
}
