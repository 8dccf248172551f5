import { X } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { TenantPicker } from '@/components/pickers/tenant-picker'
import { Field } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import type { LeaseFormSection } from './lease-form-types'

/**
 * The tenants who share the lease with the primary one: each signs in to their own portal and
 * sees the same lease and balance. The primary tenant and a tenant already listed are not added twice.
 */
export const CoTenantsField = ({ form, errorOf, disabled }: LeaseFormSection) => {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'coTenants' })
  const primaryId = form.watch('tenantId')
  const error = errorOf('coTenants')
  return (
    <Field
      id="lease-coTenants"
      label="Co-tenants"
      error={error}
      hint="People who sign the lease too; each gets their own portal login."
      className="content-start sm:col-span-2"
    >
      {fields.length > 0 ? (
        <ul className="grid gap-1.5" aria-label="Co-tenants on this lease">
          {fields.map((tenant, index) => (
            <li
              key={tenant.id}
              className="flex items-center justify-between rounded-md border border-border px-3 py-1.5 text-sm"
            >
              {tenant.label}
              <IconButton
                label={`Remove ${tenant.label}`}
                icon={X}
                className="size-7"
                onClick={() => remove(index)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <TenantPicker
        id="lease-coTenants"
        value=""
        initial={null}
        placeholder="Add a co-tenant"
        disabled={disabled}
        onChange={(option) => {
          const listed = form.getValues('coTenants').some((tenant) => tenant.id === option.id)
          if (option.id !== primaryId && !listed) append({ id: option.id, label: option.label })
        }}
      />
    </Field>
  )
}
