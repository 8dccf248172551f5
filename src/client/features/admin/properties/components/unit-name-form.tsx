import type { ReactNode } from 'react'
import { AddUnitBodySchema, type AddUnitBody } from '../../../../../shared/schemas/units'
import { fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SubmitButton } from '@/components/ui/submit-button'
import type { ToastOptions } from '@/components/ui/use-toast'
import { useSchemaForm, type SubmitRequest } from '@/lib/forms/use-schema-form'

export type UnitNameFormProps = {
  /** Unique on the page: the input's id, which its label and error sentence hang on. */
  id: string
  label: string
  initialName: string
  submitLabel: string
  pendingLabel: string
  submit: (body: AddUnitBody, request: SubmitRequest) => Promise<unknown>
  failureTitle: string
  success: (name: string) => ToastOptions
  onDone?: () => void
  /** Shown next to the submit button, such as a Cancel. */
  aside?: ReactNode
}

/** One unit name and its submit: both adding a unit and renaming one ask for nothing else. */
export const UnitNameForm = ({
  id,
  label,
  initialName,
  submitLabel,
  pendingLabel,
  submit,
  failureTitle,
  success,
  onDone,
  aside,
}: UnitNameFormProps) => {
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: AddUnitBodySchema,
    defaultValues: { name: initialName },
    submit,
    failure: { title: failureTitle },
    success: (_result, values) => success(values.name),
    onSuccess: () => {
      form.reset({ name: initialName })
      onDone?.()
    },
  })
  const error = errorOf('name')
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* The sentence goes under the input: on a wide screen the buttons sit beside the input, on a
          phone they wrap below it, and the sentence must not land under the buttons there. */}
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          autoComplete="off"
          className="min-w-40 flex-1 basis-40"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(id, { error })}
          {...form.register('name')}
        />
        <div className="order-2 flex gap-2">
          {aside}
          <SubmitButton isPending={isPending} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
        {error ? (
          <p
            id={`${id}-error`}
            className="order-1 basis-full text-sm font-medium text-destructive sm:order-3"
            role="alert"
          >
            {error}
          </p>
        ) : null}
      </div>
    </form>
  )
}
