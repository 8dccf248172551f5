import { Check, Pencil, X } from 'lucide-react'
import { useState } from 'react'
import type { AdminTenant } from '../../../../../shared/schemas/admin-tenants'
import { NO_ACTIVE_LEASE } from '../../../../../shared/schemas/admin-tenants'
import { IconButton } from '../../../../components/ui/icon-button'
import { Input } from '../../../../components/ui/input'
import { toast } from '../../../../components/ui/use-toast'
import { errorStatus, readableErrorMessage } from '../../../../lib/errors'
import { formatDate } from '../../../../lib/format-date'
import { useUpdateTenant } from '../api'

/**
 * SPEC §2's inline lease-end editing: the date becomes an input in place and saves on its own.
 * It changes the tenant's active lease; without one the server answers SPEC §8's sentence.
 */
export const LeaseEndEditor = ({
  tenant,
  onSaved,
}: {
  tenant: AdminTenant
  onSaved: (tenant: AdminTenant) => void
}) => {
  const [isEditing, setIsEditing] = useState(false)
  const [value, setValue] = useState(tenant.leaseEnd ?? '')
  const update = useUpdateTenant()

  const start = () => {
    setValue(tenant.leaseEnd ?? '')
    setIsEditing(true)
  }
  const save = () =>
    update.mutate(
      { id: tenant.id, changes: { leaseEnd: value } },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Lease updated successfully',
            description: saved.leaseEnd
              ? `The lease now ends ${formatDate(saved.leaseEnd)}.`
              : 'The lease now runs month to month.',
          })
          setIsEditing(false)
          onSaved(saved)
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: errorStatus(error) === 409 ? NO_ACTIVE_LEASE : 'Failed to update lease',
            description:
              errorStatus(error) === 409
                ? 'Create or activate a lease for this tenant first.'
                : readableErrorMessage(error),
          }),
      },
    )

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
    <form
      className="flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <Input
        type="date"
        aria-label="Lease end"
        value={value}
        min={tenant.leaseStart ?? undefined}
        onChange={(event) => setValue(event.target.value)}
        className="h-8 w-40"
        autoFocus
      />
      <IconButton
        type="submit"
        label="Save lease end"
        icon={Check}
        className="size-8 text-primary"
        disabled={update.isPending}
      />
      <IconButton
        label="Cancel"
        icon={X}
        className="size-8"
        onClick={() => setIsEditing(false)}
        disabled={update.isPending}
      />
    </form>
  )
}
