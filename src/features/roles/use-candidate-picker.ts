import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { filterCandidates, toggleId, type Candidate } from './assign'
import { moveOption, toggleShown } from './keyboard'

/** At most this many options are rendered; the search narrows the rest. */
const SHOWN_LIMIT = 200

/**
 * The assign list's state and keys: the search text, the matching candidates (at most 200 shown), the selection and the
 * active option. In the search box ArrowDown or Enter goes to the list; in the list the arrows, Home/End and
 * PageUp/PageDown move, Space or Enter toggles, Ctrl/Cmd+A selects every match (or unselects them), ArrowUp from the
 * first option and typing go back to the search box.
 */
export function useCandidatePicker(candidates: readonly Candidate[], optionId: (c: Candidate) => string) {
  const [text, setText] = useState('')
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const [active, setActive] = useState(-1)
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const matches = useMemo(() => filterCandidates(candidates, text), [candidates, text])
  const shown = useMemo(() => matches.slice(0, SHOWN_LIMIT), [matches])
  const current = shown.length === 0 ? -1 : Math.min(active, shown.length - 1)
  const activeCandidate = current >= 0 ? shown[current] : undefined

  const moveTo = (index: number) => {
    setActive(index)
    const c = shown[index]
    if (c) document.getElementById(optionId(c))?.scrollIntoView({ block: 'nearest' })
  }
  const toggle = (c: Candidate) => setSelected((s) => toggleId(s, c._id))
  const selectMatching = () =>
    setSelected((s) =>
      toggleShown(
        s,
        matches.map((c) => c._id),
      ),
    )
  const search = (next: string) => {
    setText(next)
    setActive(-1)
  }
  const clear = () => {
    setSelected(new Set())
    search('')
    searchRef.current?.focus()
  }

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'Enter') && shown.length > 0) {
      e.preventDefault()
      if (current < 0) setActive(0)
      listRef.current?.focus()
    }
  }

  const onListKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const mod = e.ctrlKey || e.metaKey
    if (mod && !e.altKey && e.key.toLowerCase() === 'a') {
      e.preventDefault()
      selectMatching()
      return
    }
    if (mod || e.altKey) return
    const next = moveOption(current, e.key, shown.length)
    if (next !== null) {
      e.preventDefault()
      if (next < 0) {
        setActive(-1)
        searchRef.current?.focus()
      } else moveTo(next)
      return
    }
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault()
      if (activeCandidate) toggle(activeCandidate)
      return
    }
    // Typing goes to the search box.
    if (e.key === 'Backspace' || (e.key.length === 1 && e.key !== ' ')) {
      e.preventDefault()
      e.stopPropagation()
      search(e.key === 'Backspace' ? text.slice(0, -1) : text + e.key)
      searchRef.current?.focus()
    }
  }

  return {
    text,
    search,
    selected,
    matches,
    shown,
    current,
    activeCandidate,
    setActive,
    toggle,
    selectMatching,
    clear,
    searchRef,
    listRef,
    onSearchKeyDown,
    onListKeyDown,
  }
}
