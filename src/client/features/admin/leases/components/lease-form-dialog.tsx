import { Controller } from 'react-hook-form'
import { LEASE_STATUSES, type Lease } from '../../../../../shared/schemas/leases'
import { TenantPicker } from '@/components/pickers/tenant-picker'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormGrid } from '@/components/ui/form-grid'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useEffect } from 'react'
import { useCreateLease, useUpdateLease } from '../api'
import { STATUS_META, tenantNameOf } from '../lease-display'
import { LeaseFormSchema, leaseFormValuesOf } from '../lease-form'
import { CoTenantsField } from './co-tenants-field'
import { LateFeeFields } from './late-fee-fields'
import { PropertyPicker } from './property-picker'
import { UnitField } from './unit-field'

export type LeaseFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The lease to edit; without one the dialog creates a lease. */
  lease: Lease | null
}

type MoneyName = 'monthlyRent' | 'securityDeposit'

/** 'Create New Lease' / 'Edit Lease': who, where, the term, the money and the late fee. */
export const LeaseFormDialog = ({ open, onOpenChange, lease }: LeaseFormDialogProps) => {
  const create = useCreateLease()
  const update = useUpdateLease()
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: LeaseFormSchema,
    defaultValues: leaseFormValuesOf(lease),
    submit: (body, { idempotencyKey }) =>
      lease
        ? update.mutateAsync({ id: lease.id, body })
        : create.mutateAsync({ body, idempotencyKey }),
    failure: { title: lease ? 'Failed to update lease' : 'Failed to create lease' },
    success: { title: lease ? 'Lease updated successfully' : 'Lease created successfully' },
    onSuccess: () => onOpenChange(false),
  })
  const section = { form, errorOf, disabled: isPending }

  useEffect(() => {
    if (open) form.reset(leaseFormValuesOf(lease))
  }, [open, lease, form])

  const describedBy = (id: string, error: string | undefined, hint?: string) =>
    fieldDescriptionIds(id, { error, hint })

  const dateField = (name: 'startDate' | 'endDate', label: string, hint?: string) => {
    const id = `lease-${name}`
    const error = errorOf(name)
    return (
      <Field id={id} label={label} error={error} hint={hint} className="content-start">
        <Input
          id={id}
          type="date"
          disabled={isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...form.register(name)}
        />
      </Field>
    )
  }

  const moneyField = (name: MoneyName, label: string) => {
    const id = `lease-${name}`
    const error = errorOf(name)
    return (
      <Field id={id} label={label} error={error} className="content-start">
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
            $
          </span>
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            className="pl-7"
            disabled={isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error)}
            {...form.register(name)}
          />
        </div>
      </Field>
    )
  }

  const tenantError = errorOf('tenantId')
  const propertyError = errorOf('propertyId')
  const statusError = errorOf('status')
  const dueDayError = errorOf('rentDueDay')
  const dueDayHint = 'Day of the month, 1 to 31.'
  const occupantsError = errorOf('additionalOccupants')

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={lease ? 'Edit Lease' : 'Create New Lease'}
      description={
        lease
          ? `The lease of ${tenantNameOf(lease)}.`
          : 'Choose the tenants, then the term and the money.'
      }
      formId="lease-form"
      submitLabel={lease ? 'Save Changes' : 'Create Lease'}
      pendingLabel="Saving…"
      isPending={isPending}
      className="max-w-xl"
    >
      <form id="lease-form" onSubmit={onSubmit} noValidate>
        <FormGrid>
          <Field
            id="lease-tenantId"
            label="Tenant"
            error={tenantError}
            className="content-start sm:col-span-2"
          >
            <Controller
              control={form.control}
              name="tenantId"
              render={({ field: { value, onChange } }) => (
                <TenantPicker
                  id="lease-tenantId"
                  value={value}
                  initial={lease ? { id: lease.tenantId, label: tenantNameOf(lease) } : null}
                  onChange={(option) => onChange(option.id)}
                  invalid={Boolean(tenantError)}
                  describedBy={describedBy('lease-tenantId', tenantError)}
                  disabled={isPending}
                />
              )}
            />
          </Field>
          <CoTenantsField {...section} />
          <Field
            id="lease-additionalOccupants"
            label="Other occupants"
            error={occupantsError}
            hint="Names of people living there who are not on the lease."
            className="content-start sm:col-span-2"
          >
            <Input
              id="lease-additionalOccupants"
              disabled={isPending}
              aria-invalid={occupantsError ? true : undefined}
              aria-describedby={describedBy(
                'lease-additionalOccupants',
                occupantsError,
                'Names of people living there who are not on the lease.',
              )}
              {...form.register('additionalOccupants')}
            />
          </Field>
          <Field
            id="lease-propertyId"
            label="Property"
            error={propertyError}
            className="content-start sm:col-span-2"
          >
            <Controller
              control={form.control}
              name="propertyId"
              render={({ field: { value, onChange } }) => (
                <PropertyPicker
                  id="lease-propertyId"
                  value={value}
                  initial={
                    lease?.property ? { id: lease.property.id, label: lease.property.name } : null
                  }
                  onChange={(option) => {
                    // Units belong to a property: a new property starts from its first free unit.
                    if (option.id !== value) form.setValue('unitId', '')
                    onChange(option.id)
                  }}
                  invalid={Boolean(propertyError)}
                  describedBy={describedBy('lease-propertyId', propertyError)}
                  disabled={isPending}
                />
              )}
            />
          </Field>
          <UnitField {...section} leaseId={lease?.id ?? null} />
          <Field id="lease-status" label="Status" error={statusError} className="content-start">
            <Controller
              control={form.control}
              name="status"
              render={({ field: { value, onChange } }) => (
                <Select value={value} onValueChange={onChange} disabled={isPending}>
                  <SelectTrigger
                    id="lease-status"
                    aria-invalid={statusError ? true : undefined}
                    aria-describedby={describedBy('lease-status', statusError)}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {LEASE_STATUSES.map((option) => (
                      <SelectItem key={option} value={option}>
                        {STATUS_META[option].label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          {dateField('startDate', 'Start date')}
          {dateField('endDate', 'End date', 'Leave empty for month to month.')}
          {moneyField('monthlyRent', 'Monthly rent')}
          {moneyField('securityDeposit', 'Security deposit')}
          <Field
            id="lease-rentDueDay"
            label="Rent due day"
            error={dueDayError}
            hint={dueDayHint}
            className="content-start"
          >
            <Input
              id="lease-rentDueDay"
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              max="31"
              disabled={isPending}
              aria-invalid={dueDayError ? true : undefined}
              aria-describedby={describedBy('lease-rentDueDay', dueDayError, dueDayHint)}
              {...form.register('rentDueDay')}
            />
          </Field>
          <LateFeeFields {...section} />
        </FormGrid>
      </form>
    </FormDialog>
  )
}
