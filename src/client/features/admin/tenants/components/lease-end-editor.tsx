import { Check, Pencil, X } from 'lucide-react'
import { useState } from 'react'
import {
  NO_ACTIVE_LEASE,
  UpdateAdminTenantBodySchema,
  type AdminTenant,
} from '../../../../../shared/schemas/admin-tenants'
import { IconButton } from '@/components/ui/icon-button'
import { Input } from '@/components/ui/input'
import { errorStatus } from '@/lib/errors'
import { formatDate } from '@/lib/format-date'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useUpdateTenant } from '../api'

/** An empty date saves the lease as month to month. */
const LeaseEndSchema = UpdateAdminTenantBodySchema.pick({ leaseEnd: true })

/**
 * Inline lease-end editing: the date becomes an input in place and saves on its own. It changes
 * the tenant's active lease; without one the server answers 'Cannot update lease: No active lease
 * found for this property'.
 */
export const LeaseEndEditor = ({
  tenant,
  onSaved,
}: {
  tenant: AdminTenant
  onSaved: (tenant: AdminTenant) => void
}) => {
  const [isEditing, setIsEditing] = useState(false)
  const update = useUpdateTenant()
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: LeaseEndSchema,
    defaultValues: { leaseEnd: tenant.leaseEnd ?? '' },
    submit: (changes) => update.mutateAsync({ id: tenant.id, changes }),
    failure: (error) =>
      errorStatus(error) === 409
        ? {
            title: NO_ACTIVE_LEASE,
            description: 'Create or activate a lease for this tenant first.',
          }
        : { title: 'Failed to update lease' },
    success: (saved) => ({
      title: 'Lease updated successfully',
      description: saved.leaseEnd
        ? `The lease now ends ${formatDate(saved.leaseEnd)}.`
        : 'The lease now runs month to month.',
    }),
    onSuccess: (saved) => {
      setIsEditing(false)
      onSaved(saved)
    },
  })
  const error = errorOf('leaseEnd')

  const start = () => {
    form.reset({ leaseEnd: tenant.leaseEnd ?? '' })
    setIsEditing(true)
  }

  if (!isEditing) {
    return (
      <span className="inline-flex items-center gap-1">
        <span>
          {tenant.leaseEnd ? formatDate(tenant.leaseEnd) : tenant.leaseId ? 'Month to month' : '—'}
        </span>
        <IconButton
          label="Change lease end"
          icon={Pencil}
          className="size-7 [&_svg]:size-3.5"
          onClick={start}
        />
      </span>
    )
  }
  return (
    <form className="grid gap-1" onSubmit={onSubmit} noValidate>
      <span className="flex items-center gap-1">
        <Input
          type="date"
          aria-label="Lease end"
          min={tenant.leaseStart ?? undefined}
          className="h-8 w-40"
          autoFocus
          aria-invalid={error ? true : undefined}
          {...form.register('leaseEnd')}
        />
        <IconButton
          type="submit"
          label="Save lease end"
          icon={Check}
          className="size-8 text-primary"
          disabled={isPending}
        />
        <IconButton
          label="Cancel"
          icon={X}
          className="size-8"
          onClick={() => setIsEditing(false)}
          disabled={isPending}
        />
      </span>
      {error ? (
        <span role="alert" className="text-xs text-destructive">
          {error}
        </span>
      ) : null}
    </form>
  )
}
