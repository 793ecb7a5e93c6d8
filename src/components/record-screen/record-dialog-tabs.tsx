import { useEffect, useImperativeHandle, useRef, useState, type ComponentProps, type ReactNode, type Ref } from 'react'
import { revealTab, Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

/** A tab of a record dialog beside its fields. */
export interface RecordDialogTab {
  value: string
  label: string
  content: ReactNode
  /**
   * Part of the form (a user's documents): kept mounted, saved with the fields and disabled in view mode. Otherwise the
   * tab is outside the form (a history with its own filters), mounted while shown.
   */
  inForm?: boolean
}

/** The tabs of a record dialog: the fields first, then `more`. */
export interface RecordDialogTabsDef {
  /** The tab list's name ('User details'). */
  label: string
  /** The fields' tab ('Personal information'). */
  fieldsLabel: string
  more: readonly RecordDialogTab[]
}

/** What the frame asks of its tabs: show the fields (before focusing an invalid one, on reset). */
export interface RecordDialogTabsHandle {
  showFields: () => void
}

const FIELDS = 'fields'
const shownWhenActive = 'data-[state=inactive]:hidden'

/**
 * The tabbed body of a record dialog (RecordDialogFrame's `tabs`): the tab list (arrow keys move between tabs), then a
 * scrolling region with the form (the fields and the form's own tabs) and the other tabs. Each opening starts on the
 * fields; in view mode the focus starts on the tab list, as nothing in the form can take it. On a small screen the tab
 * list scrolls sideways and the focused or shown tab is scrolled into view; the region scrolls between the tab list
 * and the dialog's footer.
 */
export function RecordDialogTabs({
  def,
  viewOnly,
  formProps,
  fields,
  ref,
}: {
  def: RecordDialogTabsDef
  viewOnly: boolean
  formProps: ComponentProps<'form'>
  fields: ReactNode
  ref: Ref<RecordDialogTabsHandle>
}) {
  const [tab, setTab] = useState(FIELDS)
  const list = useRef<HTMLDivElement>(null)
  useImperativeHandle(ref, () => ({ showFields: () => setTab(FIELDS) }), [])
  useEffect(() => {
    if (viewOnly) list.current?.querySelector<HTMLElement>('[role="tab"]')?.focus()
  }, [viewOnly])
  // A narrow dialog scrolls the tab list sideways: the shown tab is scrolled into it, however it was chosen.
  useEffect(() => {
    if (list.current) revealTab(list.current, list.current.querySelector('[role="tab"][data-state="active"]'))
  }, [tab])

  return (
    <Tabs value={tab} onValueChange={setTab} className="min-h-0 flex-1">
      <TabsList ref={list} aria-label={def.label} onFocus={(e) => revealTab(e.currentTarget, e.target)}>
        <TabsTrigger value={FIELDS}>{def.fieldsLabel}</TabsTrigger>
        {def.more.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Focusable so the keyboard can scroll it (view mode has no enabled field inside). */}
      <div className="min-h-0 flex-1 overflow-y-auto pr-1" tabIndex={0} role="region" aria-label={def.label}>
        <form {...formProps}>
          <fieldset disabled={viewOnly} className="min-w-0">
            <TabsContent value={FIELDS} forceMount className={shownWhenActive}>
              {fields}
            </TabsContent>
            {def.more
              .filter((t) => t.inForm)
              .map((t) => (
                <TabsContent key={t.value} value={t.value} forceMount className={shownWhenActive}>
                  {t.content}
                </TabsContent>
              ))}
          </fieldset>
        </form>
        {def.more
          .filter((t) => !t.inForm)
          .map((t) => (
            <TabsContent key={t.value} value={t.value}>
              {t.content}
            </TabsContent>
          ))}
      </div>
    </Tabs>
  )
}
