import { useEffect, useRef, type ComponentProps, type ReactNode, type Ref } from 'react'
import { RecordDialogFooter } from '@/components/record-dialog-footer'
import { ReadOnlyFields } from '@/components/read-only-fields'
import { RecordDialogTabs, type RecordDialogTabsDef, type RecordDialogTabsHandle } from './record-dialog-tabs'

/**
 * The body of every record dialog (RecordDialogFrame): the fields (with tabs beside them, or with the parts below them)
 * in a region that scrolls, then the footnote and the footer, which stay in place while it scrolls. In view mode the
 * fields show read-only values (label and text; no input, no required mark) and the scrolling region takes the focus,
 * so the arrow keys scroll it (the tabs' list takes it instead in a dialog with tabs).
 */
export function RecordDialogBody({
  viewOnly,
  formProps,
  formId,
  fields,
  tabs,
  tabsRef,
  sections,
  footnote,
  footer,
}: {
  viewOnly: boolean
  formProps: ComponentProps<'form'>
  /** The form's id, for the footer's submit button outside it (with tabs). */
  formId: string
  fields: ReactNode
  tabs?: RecordDialogTabsDef
  tabsRef: Ref<RecordDialogTabsHandle>
  sections?: ReactNode
  footnote?: ReactNode
  footer: ComponentProps<typeof RecordDialogFooter>
}) {
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (viewOnly) body.current?.focus()
  }, [viewOnly])
  return (
    <ReadOnlyFields readOnly={viewOnly}>
      {tabs ? (
        <>
          <RecordDialogTabs ref={tabsRef} def={tabs} viewOnly={viewOnly} formProps={{ ...formProps, id: formId }} fields={fields} />
          {footnote}
          <RecordDialogFooter form={formId} {...footer} />
        </>
      ) : (
        <form {...formProps} className="flex min-h-0 flex-col gap-4">
          {/*
            Relative: the visually hidden parts inside (captions, file inputs) are clipped by it, not by the dialog. In view
            mode, with no field to take the focus, it takes it itself so the keyboard can scroll it.
          */}
          <div
            ref={body}
            data-slot="record-dialog-body"
            className="relative -mx-1 flex min-h-0 flex-col gap-4 overflow-y-auto rounded-sm px-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            {...(viewOnly ? { tabIndex: 0, role: 'region', 'aria-label': formProps['aria-label'] } : {})}
          >
            <fieldset disabled={viewOnly} className="min-w-0">
              {fields}
            </fieldset>
            {sections}
          </div>
          {footnote}
          <RecordDialogFooter {...footer} />
        </form>
      )}
    </ReadOnlyFields>
  )
}
