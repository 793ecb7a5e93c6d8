import * as React from 'react'
import type { Label as LabelPrimitive, Slot as SlotPrimitive } from 'radix-ui'
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { FieldControl, FieldItem, FieldLabel, FieldMessage, fieldIds, type FieldState } from '@/components/ui/field-parts'

/** react-hook-form helpers in the shadcn style; error texts (shared English) show translated. */
const Form = FormProvider

interface FormFieldContextValue<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> {
  name: TName
}

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null)

function FormField<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>>(
  props: ControllerProps<TFieldValues, TName>,
) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  )
}

const FormItemContext = React.createContext<{ id: string } | null>(null)

function useFormField() {
  const fieldContext = React.useContext(FormFieldContext)
  const itemContext = React.useContext(FormItemContext)
  const { getFieldState } = useFormContext()
  const formState = useFormState({ name: fieldContext?.name })
  if (!fieldContext || !itemContext) throw new Error('useFormField should be used within <FormField> and <FormItem>')
  const fieldState = getFieldState(fieldContext.name, formState)
  const { id } = itemContext
  return {
    id,
    name: fieldContext.name,
    ...fieldIds(id),
    ...fieldState,
  }
}

/** The field's state for the shared markup: an error's message as text ('' when it has none, as before). */
function useFieldState(): FieldState {
  const { name, formItemId, formMessageId, error } = useFormField()
  return { name, formItemId, formMessageId, error: error ? String(error.message ?? '') : undefined }
}

function FormItem(props: React.ComponentProps<'div'>) {
  const id = React.useId()
  return (
    <FormItemContext.Provider value={{ id }}>
      <FieldItem {...props} />
    </FormItemContext.Provider>
  )
}

function FormLabel(props: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <FieldLabel field={useFieldState()} {...props} />
}

function FormControl(props: React.ComponentProps<typeof SlotPrimitive.Root>) {
  return <FieldControl field={useFieldState()} {...props} />
}

function FormMessage(props: React.ComponentProps<'p'>) {
  return <FieldMessage field={useFieldState()} {...props} />
}

export { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, useFormField }
