import { useLayoutEffect, useMemo, useRef } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type Resolver, useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { passwordChangeBody, type PasswordChangeBody } from '@shared/api/auth'
import { RC } from '@shared/response-codes'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import type { ActionSource } from '@/lib/api'
import { useDialogCommands } from '@/lib/command-runtime'
import { passwordLengthProblem, passwordLengthText, usePasswordRule } from '@/lib/password-rule'
import { forgetSession } from '@/lib/session'
import { translateMessage } from '@/lib/validation-messages'
import { useChangePassword } from '../api/change-password'
import { SaveForm } from '@/components/save-form'

const fields = [
  { name: 'oldPassword', label: msg`Old Password`, autoComplete: 'current-password' },
  { name: 'password', label: msg`New Password`, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: msg`Confirm Password`, autoComplete: 'new-password' },
] as const

const changeResolver = zodResolver(passwordChangeBody)

/**
 * The update-password form of the profile page (spec 000 sections 2, 5 and 7). The new password's length is checked
 * against the lengths in force (issue 21: the organisation settings within SECURITY.md item 10), which its message says.
 */
export function PasswordForm() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const rule = usePasswordRule()
  const resolver = useMemo<Resolver<PasswordChangeBody>>(
    () => async (values, context, options) => {
      const result = await changeResolver(values, context, options)
      const problem = values.password ? passwordLengthProblem(values.password, rule) : null
      if (!problem) return result
      const message = passwordLengthText(i18n, problem) ?? problem
      return { values: {}, errors: { ...result.errors, password: { type: 'validate', message } } }
    },
    [rule, i18n],
  )
  const form = useForm<PasswordChangeBody>({
    resolver,
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  })
  const change = useChangePassword()
  const formRef = useRef<HTMLFormElement>(null)

  const save = (source: ActionSource) =>
    form.handleSubmit((values) =>
      change.mutate(
        { body: values, source },
        {
          onSuccess: async (answer) => {
            switch (answer.responseCode) {
              case RC.PASSWORD_CHANGED:
                toast.success(t`Password changed successfully`)
                // The server ended the session: sign in again with the new password.
                forgetSession(queryClient)
                await navigate({ to: '/login', replace: true })
                return
              case RC.PASSWORD_MISMATCH:
                toast.error(t`Password is not matching, please check your password`)
                form.setFocus('oldPassword')
                return
              case RC.BAD_INPUT:
                toast.error(
                  passwordLengthText(i18n, answer.message) ??
                    translateMessage(i18n, answer.message, msg`Please fill all the mandatory fields`),
                )
                form.setFocus('password')
                return
              case RC.THROTTLED:
                toast.error(t`Please try after some time`)
                return
              case RC.INVALID_SESSION:
                return
              default:
                toast.error(t`Server Error, Please try after sometime`)
            }
          },
        },
      ),
    )()

  // The form's save and reset are also Ctrl/Cmd+S and Ctrl/Cmd+R (and palette commands) while the focus is in it.
  const saveRef = useRef(save)
  useLayoutEffect(() => {
    saveRef.current = save
  })
  const commands = useMemo(
    () => ({
      getElement: () => formRef.current,
      run: {
        'action.save': (source: ActionSource) => void saveRef.current(source),
        'action.reset': () => {
          form.reset()
          form.setFocus('oldPassword')
        },
      },
    }),
    [form],
  )
  useDialogCommands(commands)

  return (
    <Form {...form}>
      <SaveForm ref={formRef} className="grid max-w-sm gap-4" onSave={(source) => void save(source)}>
        {fields.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{i18n._(f.label)}</FormLabel>
                <FormControl>
                  <Input {...field} type="password" autoComplete={f.autoComplete} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" disabled={change.isPending} className="justify-self-start">
          {t`Update Password`}
        </Button>
      </SaveForm>
    </Form>
  )
}
