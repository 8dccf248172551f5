import type { ComponentProps, ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { UpdateProfileBodySchema } from '../../../../../shared/schemas/profile'
import type { Tenant } from '../../../../../shared/schemas/tenant'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

export type ProfileDraft = { firstName: string; lastName: string; email: string; phone: string }

/** The edit form: the draft's text in, the checked profile body out. */
export type ProfileForm = UseFormReturn<
  z.input<typeof UpdateProfileBodySchema>,
  unknown,
  z.output<typeof UpdateProfileBodySchema>
>

/** Entering edit mode copies the current data; the copy is what the form edits. */
export const draftOf = (tenant: Tenant): ProfileDraft => ({
  firstName: tenant.firstName,
  lastName: tenant.lastName,
  email: tenant.email,
  phone: tenant.phone ?? '',
})

const FIELDS: { key: keyof ProfileDraft; label: string; type: string; autoComplete: string }[] = [
  { key: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
]

const Value = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1">
    <dt className="text-sm text-muted-foreground">{label}</dt>
    <dd className="text-sm font-medium break-words text-foreground">{children}</dd>
  </div>
)

type PersonalInfoCardProps = {
  tenant: Tenant
  /** The edit form while the page is in edit mode; null in view mode. */
  form: ProfileForm | null
  isSaving: boolean
  onSubmit: NonNullable<ComponentProps<'form'>['onSubmit']>
}

/** Name, email and phone: read-only until the page is in edit mode. */
export const PersonalInfoCard = ({ tenant, form, isSaving, onSubmit }: PersonalInfoCardProps) => (
  <Card>
    <CardHeader>
      <CardTitle>Personal Information</CardTitle>
      <CardDescription>
        {form
          ? 'Your email is also how you sign in, so keep it one you can read.'
          : 'How your property manager reaches you.'}
      </CardDescription>
    </CardHeader>
    <CardContent>
      {form ? (
        <form
          id="profile-form"
          noValidate
          onSubmit={onSubmit}
          className="grid items-start gap-4 sm:grid-cols-2"
        >
          {FIELDS.map(({ key, label, type, autoComplete }) => {
            const error = form.formState.errors[key]?.message
            return (
              <Field key={key} id={key} label={label} error={error}>
                <Input
                  id={key}
                  type={type}
                  autoComplete={autoComplete}
                  disabled={isSaving}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={fieldDescriptionIds(key, { error })}
                  {...form.register(key)}
                />
              </Field>
            )
          })}
        </form>
      ) : (
        <dl className="grid gap-5 sm:grid-cols-2">
          <Value label="First Name">{tenant.firstName}</Value>
          <Value label="Last Name">{tenant.lastName}</Value>
          <Value label="Email">{tenant.email}</Value>
          <Value label="Phone">
            {tenant.phone ?? <span className="text-muted-foreground">Not given</span>}
          </Value>
        </dl>
      )}
    </CardContent>
  </Card>
)
