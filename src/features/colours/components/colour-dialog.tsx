import { useCallback } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import type { Resolver } from 'react-hook-form'
import { colourForm, type ColourForm, type ColourViewAnswer } from '@shared/api/colours'
import { SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { serverText } from '@/lib/report-answer'
import { colourApi } from '../api'
import { colourTexts } from '../messages'

type Values = { name: string; code: string; active: boolean }

const EMPTY: Values = { name: '', code: '', active: true }

const valuesOf = ({ result: r }: ColourViewAnswer): Values => ({ name: r.name, code: r.code, active: r.active })

/** The colour dialog (new, edit, view): the name and the #RRGGBB code, both required, and active. */
export function ColourDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  // The shared form schema, its own message (the code's) shown in the active language like the kit's.
  const resolver = useCallback((): Resolver<Values, unknown, ColourForm> => {
    const check = zodResolver(colourForm) as unknown as Resolver<Values, unknown, ColourForm>
    return async (values, context, options) => {
      const result = await check(values, context, options)
      for (const error of Object.values(result.errors)) if (error?.message) error.message = serverText(i18n, colourTexts, error.message)
      return result
    }
  }, [i18n])
  return (
    <RecordDialogFrame
      {...props}
      api={colourApi}
      testId="colour-dialog"
      title={{ new: t`New colour`, edit: t`Edit colour`, view: t`View colour` }}
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      duplicateField="name"
    >
      {({ viewOnly }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField
            name="name"
            label={t({ message: 'Name', context: 'colour' })}
            required
            autoFocus={!viewOnly}
            autoComplete="off"
            maxLength={100}
          />
          <TextFormField name="code" label={t`Code`} required autoComplete="off" maxLength={7} placeholder="#RRGGBB" />
          <SwitchFormField name="active" label={t`Active`} />
        </div>
      )}
    </RecordDialogFrame>
  )
}
