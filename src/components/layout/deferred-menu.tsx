import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/**
 * A top-bar menu loaded on first use: the menu (Radix dropdown and its positioning) is about 25 KB on the wire, a sixth
 * of what the first page may download (issue 23). Until then a look-alike button stands in; the first click (or Enter,
 * Space, ArrowDown) loads the menu and opens it.
 */
export function DeferredMenu<P extends { defaultOpen?: boolean }>({
  label,
  icon,
  Menu,
  props,
}: {
  label: string
  icon: ReactNode
  Menu: LazyExoticComponent<ComponentType<P>>
  props: P
}) {
  const [wanted, setWanted] = useState(false)
  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        setWanted(true)
      }}
    >
      {icon}
    </Button>
  )
  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <Menu {...props} defaultOpen />
    </Suspense>
  )
}
