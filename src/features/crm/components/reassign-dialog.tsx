import { useId, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CRM_MESSAGES as CM } from '@shared/api/crm'
import { RC } from '@shared/response-codes'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useExecutives, useReassign, type ReassignLead } from '../api'
import { crmText, reportCrmAnswer, warnChanged } from '../messages'
import { SaveForm } from '@/components/save-form'

/**
 * Re-assign the selected leads to one executive (Save or Ctrl/Cmd+S; Esc closes). Open while `leads` is set. Each lead
 * goes with the version the table read it at (issue 14): one changed since is left as it is, and a warning names it.
 */
export function ReassignDialog({
  leads,
  onOpenChange,
  onDone,
  onCloseAutoFocus,
}: {
  leads: ReassignLead[] | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  const { t, i18n } = useLingui()
  const open = leads !== null
  const executives = useExecutives(open)
  const reassign = useReassign()
  const [assignedTo, setAssignedTo] = useState('')
  const contentRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const save = (source: ActionSource) => {
    if (!leads || reassign.isPending) return
    if (!assignedTo) return void toast.error(crmText(i18n, CM.selectExecutive))
    reassign.mutate(
      { leads, assignedTo, source },
      {
        onSuccess: (answer) => {
          const changed = new Set(answer.data?.changed ?? [])
          if (answer.responseCode === RC.SUCCESS && changed.size > 0) {
            warnChanged(
              i18n,
              leads.filter((l) => changed.has(l._id)),
              answer.data?.updated ?? 0,
            )
          } else if (!reportCrmAnswer(i18n, answer, msg`Leads re-assigned`)) return
          onDone()
          onOpenChange(false)
        },
      },
    )
  }
  useFooterCommands(open, () => contentRef.current, { 'action.save': save, 'action.close': () => onOpenChange(false) })
  const n = leads?.length ?? 0
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} onCloseAutoFocus={onCloseAutoFocus}>
        <SaveForm className="grid gap-4" onSave={save}>
          <DialogHeader>
            <DialogTitle>{t`Re-assign leads`}</DialogTitle>
            <DialogDescription>
              {n === 1 ? t`Give the selected lead to another executive.` : t`Give the ${n} selected leads to another executive.`}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-exec`}>{t`Executive`}</Label>
            <OptionSelect
              id={`${id}-exec`}
              autoFocus
              value={assignedTo}
              onValueChange={setAssignedTo}
              placeholder={t`Choose…`}
              options={(executives.data ?? []).map((e) => ({
                value: e._id,
                label: `${`${e.fname} ${e.lname ?? ''}`.trim()} (${e.mobileNo})`,
              }))}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" disabled={reassign.isPending}>
              {t`Save`}
            </Button>
          </DialogFooter>
        </SaveForm>
      </DialogContent>
    </Dialog>
  )
}
