import { useState, type KeyboardEvent } from 'react'
import { nextMark } from './chart-keys'

/**
 * The focused mark (bar or slice) of a chart drawing, shared by the bar and pie charts: `active` and `setActive` (the
 * pointer sets it too), and the drawing's props (focusable; the arrow keys, Home, End and Escape move it by nextMark;
 * leaving the drawing hides it).
 */
export function useMarkFocus(count: number) {
  const [active, setActive] = useState<number | null>(null)
  const drawingProps = {
    tabIndex: 0,
    onKeyDown: (e: KeyboardEvent) => {
      const next = nextMark(e.key, active, count)
      if (next === undefined) return
      e.preventDefault()
      setActive(next)
    },
    onBlur: () => setActive(null),
  }
  return { active, setActive, drawingProps }
}
