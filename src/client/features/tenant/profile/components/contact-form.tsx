import { LoaderCircle } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import {
  EmergencyContactBodySchema,
  type EmergencyContactBody,
} from '../../../../../shared/schemas/profile'
import { Button } from '../../../../components/ui/button'
import { Field, fieldDescriptionIds } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { toast } from '../../../../components/ui/use-toast'

type Errors = Partial<Record<keyof EmergencyContactBody, string>>

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
  isPending: boolean
  onSubmit: (contact: EmergencyContactBody) => void
  onCancel: () => void
}

/** SPEC §5: name, relationship and phone are all required. */
export const ContactForm = ({
  initial,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: ContactFormProps) => {
  const idPrefix = useId()
  const [values, setValues] = useState<EmergencyContactBody>(
    initial ?? { name: '', relationship: '', phone: '' },
  )
  const [errors, setErrors] = useState<Errors>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = EmergencyContactBodySchema.safeParse(values)
    if (parsed.success) {
      onSubmit(parsed.data)
      return
    }
    const found: Errors = {}
    for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message
    setErrors(found)
    if (Object.values(values).some((value) => !value.trim())) {
      toast({
        variant: 'destructive',
        title: 'Missing information',
        description: 'Please fill in all fields for the emergency contact.',
      })
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-lg border border-border bg-muted/30 p-4"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label, placeholder, type, wide }) => {
          const id = `${idPrefix}-${key}`
          return (
            <Field
              key={key}
              id={id}
              label={label}
              error={errors[key]}
              className={wide ? 'sm:col-span-2' : undefined}
            >
              <Input
                id={id}
                type={type}
                placeholder={placeholder}
                // The tenant's own details must not be offered for someone else's.
                autoComplete="off"
                value={values[key]}
                disabled={isPending}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={fieldDescriptionIds(id, { error: errors[key] })}
                onChange={(event) => {
                  setValues({ ...values, [key]: event.target.value })
                  setErrors({ ...errors, [key]: undefined })
                }}
              />
            </Field>
          )
        })}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
          {isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
