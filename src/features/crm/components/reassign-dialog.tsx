import { useId, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useExecutives, useReassign } from '../api'
import { crmText, reportCrmAnswer } from '../messages'

/** Re-assign the selected leads to one executive (Save or Ctrl/Cmd+S; Esc closes). Open while `leadIds` is set. */
export function ReassignDialog({
  leadIds,
  onOpenChange,
  onDone,
  onCloseAutoFocus,
}: {
  leadIds: string[] | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  const { t, i18n } = useLingui()
  const open = leadIds !== null
  const executives = useExecutives(open)
  const reassign = useReassign()
  const [assignedTo, setAssignedTo] = useState('')
  const contentRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const save = (source: ActionSource) => {
    if (!leadIds || reassign.isPending) return
    if (!assignedTo) return void toast.error(crmText(i18n, 'Please select an executive'))
    reassign.mutate(
      { leadIds, assignedTo, source },
      {
        onSuccess: (answer) => {
          if (reportCrmAnswer(i18n, answer, msg`Leads re-assigned`)) {
            onDone()
            onOpenChange(false)
          }
        },
      },
    )
  }
  useFooterCommands(open, () => contentRef.current, { 'action.save': save, 'action.close': () => onOpenChange(false) })
  const n = leadIds?.length ?? 0
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} onCloseAutoFocus={onCloseAutoFocus}>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            save('pointer')
          }}
        >
          <DialogHeader>
            <DialogTitle>{t`Re-assign leads`}</DialogTitle>
            <DialogDescription>{n === 1 ? t`Give the selected lead to another executive.` : t`Give the ${n} selected leads to another executive.`}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-exec`}>{t`Executive`}</Label>
            <NativeSelect id={`${id}-exec`} autoFocus value={assignedTo} onChange={(e) => setAssignedTo(e.target.value)}>
              <option value="">{t`Choose…`}</option>
              {(executives.data ?? []).map((e) => (
                <option key={e._id} value={e._id}>
                  {`${e.fname} ${e.lname ?? ''}`.trim()} ({e.mobileNo})
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" disabled={reassign.isPending}>
              {t`Save`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
