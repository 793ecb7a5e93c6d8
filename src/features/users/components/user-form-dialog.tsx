import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { toNestErrors } from '@hookform/resolvers'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useForm, useWatch, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form'
import type { UserDetails } from '@shared/api/users'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useSaveUser, useUserDetails } from '../api/records'
import { emptyValues, fromDetails, OWN_BATTERY_TYPE, toPayload, validate, type FormMode, type UserFormValues } from '../form-logic'
import { userMessages, userServerTexts, userText } from '../form-messages'
import { UserFormDocuments } from './user-form-documents'
import { UserFormFields } from './user-form-fields'
import { UserNotificationsTab } from './user-notifications-tab'
import { UserRechargesTab } from './user-recharges-tab'
import { UserTripsTab } from './user-trips-tab'

/** Which user form is open: a new user, or an existing one to edit or view. */
export type UserDialogState = { mode: 'new' } | { mode: 'edit' | 'view'; userId: string } | null

interface Props {
  state: UserDialogState
  onOpenChange: (open: boolean) => void
  /** After a save: the table reloads. */
  onSaved: () => void
  /** Where the focus goes when the dialog closes (the table that opened it). */
  onCloseAutoFocus?: (event: Event) => void
}

/** The shared schema (userForm / userUpdateForm) as the form's resolver, its English messages translated. */
function userResolver(mode: FormMode, userId: string | undefined, i18n: I18n): Resolver<UserFormValues> {
  return (values, _context, options) => {
    const issues = validate(values, mode, userId)
    if (issues.length === 0) return { values, errors: {} }
    const flat: Record<string, FieldError> = {}
    for (const issue of issues) flat[issue.path] = { type: 'validate', message: userText(i18n, issue.message) }
    return { values: {}, errors: toNestErrors(flat, options) }
  }
}

/** The first field with an error, in the order of the form. */
function firstError(errors: FieldErrors<UserFormValues>): string | undefined {
  const walk = (node: unknown, prefix: string): string | undefined => {
    if (!node || typeof node !== 'object') return undefined
    if ('message' in node && typeof (node as FieldError).message === 'string') return prefix
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'ref' || key === 'root') continue
      const found = walk(child, prefix ? `${prefix}.${key}` : key)
      if (found) return found
    }
    return undefined
  }
  return walk(errors, '')
}

/**
 * The user form dialog (spec 000 section 2, "User screen"): modes new, edit and view; tabs personal information,
 * trip and recharge history (edit only; recharges hidden for own EPK plus battery), documents and notifications
 * (existing users). Save and Reset in the footer, also Ctrl/Cmd+S and Ctrl/Cmd+R; Esc closes.
 */
export function UserFormDialog({ state, onOpenChange, onSaved, onCloseAutoFocus }: Props) {
  const { t } = useLingui()
  const existingId = state && state.mode !== 'new' ? state.userId : null
  const details = useUserDetails(existingId)
  const title = !state ? '' : state.mode === 'new' ? t`New user` : state.mode === 'edit' ? t`Edit user` : t`View user`

  return (
    <Dialog open={state !== null} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        // The form moves the focus itself once its fields are there (the user type, or the tabs when read only).
        onOpenAutoFocus={(e) => e.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
        className="flex max-h-[92vh] flex-col gap-3 overflow-hidden sm:max-w-5xl"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {state?.mode === 'new' && <UserFormBody key="new" mode="new" onOpenChange={onOpenChange} onSaved={onSaved} />}
        {state && state.mode !== 'new' && details.data && details.data._id === state.userId && (
          <UserFormBody
            key={`${state.mode}:${state.userId}`}
            mode={state.mode}
            user={details.data}
            onOpenChange={onOpenChange}
            onSaved={onSaved}
          />
        )}
        {state && state.mode !== 'new' && details.isPending && (
          <p role="status" className="py-8 text-center text-sm text-muted-foreground">
            {t`Loading…`}
          </p>
        )}
        {state && state.mode !== 'new' && details.isError && (
          <p role="alert" className="py-8 text-center text-sm text-destructive">
            {t`The user could not be loaded`}
          </p>
        )}
      </DialogContent>
    </Dialog>
  )
}

function UserFormBody({
  mode,
  user,
  onOpenChange,
  onSaved,
}: {
  mode: FormMode
  user?: UserDetails
  onOpenChange: (open: boolean) => void
  onSaved: () => void
}) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const bodyRef = useRef<HTMLDivElement>(null)
  const userId = user?._id
  const defaults = useMemo(() => (user ? fromDetails(user) : emptyValues()), [user])
  const resolver = useMemo(() => userResolver(mode, userId, i18n), [mode, userId, i18n])
  const form = useForm<UserFormValues>({ defaultValues: defaults, resolver, shouldFocusError: false })
  const saving = useSaveUser()
  const [tab, setTab] = useState('personal')
  const vehicleType = useWatch({ control: form.control, name: 'vehicleDetails.vehicleType' })
  const readOnly = mode === 'view'
  const showHistory = mode === 'edit' && userId !== undefined
  const showRecharges = showHistory && vehicleType !== OWN_BATTERY_TYPE

  useEffect(() => {
    if (readOnly) bodyRef.current?.querySelector<HTMLElement>('[role="tab"]')?.focus()
    else form.setFocus('userType')
  }, [readOnly, form])

  const focusFirstError = (errors: FieldErrors<UserFormValues>) => {
    setTab('personal')
    const name = firstError(errors)
    if (name) requestAnimationFrame(() => form.setFocus(name as keyof UserFormValues))
  }

  const save = (source: ActionSource) => {
    if (readOnly || saving.isPending) return
    void form.handleSubmit((values) => {
      saving.mutate(
        { payload: toPayload(values, mode, userId), source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, mode === 'new' ? userMessages.saved : userMessages.updated, userServerTexts)) {
              onSaved()
              onOpenChange(false)
            }
          },
        },
      )
    }, focusFirstError)()
  }
  const reset = () => {
    if (readOnly) return
    form.reset(defaults)
    setTab('personal')
    requestAnimationFrame(() => form.setFocus('userType'))
  }
  useFooterCommands(
    true,
    () => bodyRef.current?.closest<HTMLElement>('[role="dialog"]') ?? null,
    readOnly
      ? { 'action.close': () => onOpenChange(false) }
      : { 'action.save': save, 'action.reset': reset, 'action.close': () => onOpenChange(false) },
  )

  return (
    <div ref={bodyRef} className="flex min-h-0 flex-1 flex-col gap-3">
      <DialogDescription className="sr-only">
        {readOnly ? t`The user's details, read only.` : t`Fields marked with a star are mandatory.`}
      </DialogDescription>
      <Form {...form}>
        <Tabs value={tab} onValueChange={setTab} className="min-h-0 flex-1">
          <TabsList aria-label={t`User details`}>
            <TabsTrigger value="personal">{t`Personal information`}</TabsTrigger>
            {showHistory && <TabsTrigger value="trips">{t`Trip history`}</TabsTrigger>}
            {showRecharges && <TabsTrigger value="recharges">{t`Recharge history`}</TabsTrigger>}
            <TabsTrigger value="documents">{t`Documents`}</TabsTrigger>
            {mode !== 'new' && <TabsTrigger value="notifications">{t`Notifications`}</TabsTrigger>}
          </TabsList>
          {/* Focusable so the keyboard can scroll it (view mode has no enabled field inside). */}
          <div className="min-h-0 flex-1 overflow-y-auto pr-1" tabIndex={0} role="region" aria-label={t`User details`}>
            <form
              id={formId}
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                save('pointer')
              }}
            >
              <fieldset disabled={readOnly} className="min-w-0">
                <TabsContent value="personal" forceMount className="data-[state=inactive]:hidden">
                  <UserFormFields mode={mode} />
                </TabsContent>
                <TabsContent value="documents" forceMount className="data-[state=inactive]:hidden">
                  <UserFormDocuments readOnly={readOnly} />
                </TabsContent>
              </fieldset>
            </form>
            {showHistory && (
              <TabsContent value="trips">
                <UserTripsTab userId={userId} />
              </TabsContent>
            )}
            {showRecharges && (
              <TabsContent value="recharges">
                <UserRechargesTab userId={userId} />
              </TabsContent>
            )}
            {mode !== 'new' && userId !== undefined && (
              <TabsContent value="notifications">
                <UserNotificationsTab userId={userId} />
              </TabsContent>
            )}
          </div>
        </Tabs>
      </Form>
      <DialogFooter>
        {readOnly ? (
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t`Close`}
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" onClick={reset}>
              {t`Reset`}
            </Button>
            <Button type="submit" form={formId} disabled={saving.isPending}>
              {t`Save`}
            </Button>
          </>
        )}
      </DialogFooter>
    </div>
  )
}
