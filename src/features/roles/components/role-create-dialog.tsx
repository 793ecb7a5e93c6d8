import { useRef } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useCreateRole } from '../api'
import { roleMessages, roleNameField, roleServerTexts } from '../outcome'
import { RoleFormFooter } from './dialog-parts'

/** The add-role form: a name, required (spec 000 section 5); the role is created active (section 4). */
const createSchema = z.object({ name: roleNameField })
type CreateValues = z.infer<typeof createSchema>

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the role was created: the table reloads. */
  onCreated: () => void
  /** Where the focus goes when the dialog closes (DialogContent's onCloseAutoFocus). */
  onCloseAutoFocus?: (event: Event) => void
}

/** The new-role dialog (spec 000 section 2): Save and Reset in its footer, also Ctrl/Cmd+S and Ctrl/Cmd+R; Esc closes. */
export function RoleCreateDialog({ open, onOpenChange, onCreated, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const form = useForm<CreateValues>({ resolver: zodResolver(createSchema), defaultValues: { name: '' } })
  const create = useCreateRole()
  const contentRef = useRef<HTMLDivElement>(null)

  const save = (source: ActionSource) => {
    if (create.isPending) return
    void form.handleSubmit((values) =>
      create.mutate(
        { name: values.name, source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, roleMessages.created, roleServerTexts)) {
              form.reset()
              onOpenChange(false)
              onCreated()
            } else {
              form.setFocus('name')
            }
          },
        },
      ),
    )()
  }
  const reset = () => {
    form.reset()
    // Not form.setFocus: reset() drops the field registrations until the next render.
    contentRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }
  useFooterCommands(open, () => contentRef.current, {
    'action.save': save,
    'action.reset': reset,
    'action.close': () => onOpenChange(false),
  })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset()
        onOpenChange(next)
      }}
    >
      <DialogContent ref={contentRef} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <Form {...form}>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault()
              save('pointer')
            }}
          >
            <DialogHeader>
              <DialogTitle>{t`New role`}</DialogTitle>
              <DialogDescription>{t`The role is created active, without permissions; edit it to grant screens.`}</DialogDescription>
            </DialogHeader>
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t`Name`}</FormLabel>
                  <FormControl>
                    <Input {...field} autoComplete="off" autoFocus maxLength={100} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <RoleFormFooter onReset={reset} saving={create.isPending} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
