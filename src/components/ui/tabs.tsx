import type * as React from 'react'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'

/**
 * Tabs in the shadcn style on Radix: ArrowLeft / ArrowRight move between tabs, Home / End to the first / last. A list
 * wider than its room scrolls sideways without a scrollbar (one would cover the tabs); revealTab brings a tab into it.
 */
function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-2', className)} {...props} />
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-9 w-fit max-w-full shrink-0 items-center justify-start overflow-x-auto overscroll-x-contain rounded-lg bg-muted p-[3px] text-muted-foreground [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        className,
      )}
      {...props}
    />
  )
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow-sm dark:text-muted-foreground dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 dark:data-[state=active]:text-foreground',
        className,
      )}
      {...props}
    />
  )
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('flex-1 outline-none', className)} {...props} />
}

/** Scrolls a tab list sideways just enough to show `tab` whole (the list's padding included), and nothing else. */
function revealTab(list: HTMLElement, tab: Element | null | undefined) {
  if (!tab || !list.contains(tab)) return
  const room = list.getBoundingClientRect()
  const box = tab.getBoundingClientRect()
  const pad = parseFloat(getComputedStyle(list).paddingLeft) || 0
  if (box.left < room.left + pad) list.scrollLeft -= room.left + pad - box.left
  else if (box.right > room.right - pad) list.scrollLeft += box.right - (room.right - pad)
}

export { revealTab, Tabs, TabsContent, TabsList, TabsTrigger }
