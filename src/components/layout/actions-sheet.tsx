import type { ReactElement, ReactNode } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { cn } from '@/lib/utils'

export interface ActionsSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the sheet (it gets the focus back when the sheet closes). */
  trigger: ReactElement
  title: string
  /** Read by screen readers only. */
  description: string
  className?: string
  /** After the sheet has closed and given the focus back to its trigger. */
  onClosed?: () => void
  children: ReactNode
}

/**
 * Small screens' actions sheet: a bottom drawer opened by `trigger`, scrolling when its list is taller than the
 * screen. Loaded on first opening (mobile-actions-sheet.tsx's `ActionsSheet`).
 */
export function ActionsSheet({ open, onOpenChange, trigger, title, description, className, onClosed, children }: ActionsSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent
        side="bottom"
        className={cn('max-h-[85dvh] gap-2 overflow-y-auto pb-6', className)}
        onCloseAutoFocus={() => {
          // Radix focuses the trigger right after this handler: what comes next starts from there.
          if (onClosed) queueMicrotask(onClosed)
        }}
      >
        <SheetHeader className="pb-0">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  )
}
