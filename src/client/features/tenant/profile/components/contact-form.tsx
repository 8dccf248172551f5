import { useId } from 'react'
import {
  EmergencyContactBodySchema,
  type EmergencyContactBody,
} from '../../../../../shared/schemas/profile'
import { Button } from '@/components/ui/button'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast, type ToastOptions } from '@/components/ui/use-toast'
import { useSchemaForm, type SubmitRequest } from '@/lib/forms/use-schema-form'

const FIELDS = [
  { key: 'name', label: 'Name', placeholder: 'Full name', type: 'text', wide: true },
  {
    key: 'relationship',
    label: 'Relationship',
    placeholder: 'Sister, neighbour…',
    type: 'text',
    wide: false,
  },
  { key: 'phone', label: 'Phone', placeholder: '(555) 123-4567', type: 'tel', wide: false },
] as const

type ContactFormProps = {
  initial?: EmergencyContactBody
  submitLabel: string
  submit: (contact: EmergencyContactBody, request: SubmitRequest) => Promise<unknown>
  failureTitle: string
  success: (contact: EmergencyContactBody) => ToastOptions
  onDone: () => void
  onCancel: () => void
}

/** Name, relationship and phone are all required; a blank one also says so in a toast. */
export const ContactForm = ({
  initial,
  submitLabel,
  submit,
  failureTitle,
  success,
  onDone,
  onCancel,
}: ContactFormProps) => {
  const idPrefix = useId()
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: EmergencyContactBodySchema,
    defaultValues: initial ?? { name: '', relationship: '', phone: '' },
    submit,
    failure: { title: failureTitle },
    success: (_result, contact) => success(contact),
    onSuccess: onDone,
    onInvalid: () => {
      if (Object.values(form.getValues()).some((value) => !value.trim())) {
        toast({
          variant: 'destructive',
          title: 'Missing information',
          description: 'Please fill in all fields for the emergency contact.',
        })
      }
    },
  })

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-lg border border-border bg-muted/30 p-4"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label, placeholder, type, wide }) => {
          const id = `${idPrefix}-${key}`
          const error = errorOf(key)
          return (
            <Field
              key={key}
              id={id}
              label={label}
              error={error}
              className={wide ? 'sm:col-span-2' : undefined}
            >
              <Input
                id={id}
                type={type}
                placeholder={placeholder}
                // The tenant's own details must not be offered for someone else's.
                autoComplete="off"
                disabled={isPending}
                aria-invalid={error ? true : undefined}
                aria-describedby={fieldDescriptionIds(id, { error })}
                {...form.register(key)}
              />
            </Field>
          )
        })}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <SubmitButton isPending={isPending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
