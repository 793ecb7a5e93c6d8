import type { ComponentProps } from 'react'
import type { ActionSource } from '@/lib/api'

type SaveFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** The save: Enter in a field or the submit button calls it as the pointer's (Ctrl+S calls it as the hotkey's). */
  onSave: (source: ActionSource) => void
}

/** A dialog's form: the browser's own validation off (the schema's messages show instead), submitted as a save. */
export function SaveForm({ onSave, noValidate = true, ...props }: SaveFormProps) {
  return (
    <form
      noValidate={noValidate}
      {...props}
      onSubmit={(e) => {
        e.preventDefault()
        onSave('pointer')
      }}
    />
  )
}
