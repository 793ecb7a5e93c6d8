import type * as React from 'react'

/** Keeps a control's clicks and keys to itself (not a row click, double-click or grid key). */
export const isolate = {
  onClick: (e: React.MouseEvent) => e.stopPropagation(),
  onDoubleClick: (e: React.MouseEvent) => e.stopPropagation(),
  onKeyDown: (e: React.KeyboardEvent) => e.stopPropagation(),
}
