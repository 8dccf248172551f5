import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { LEASE_STATUSES, type Lease, type LeaseStatus } from '../../../../../shared/schemas/leases'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { TenantPicker } from '@/components/pickers/tenant-picker'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { FormGrid } from '@/components/ui/form-grid'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { toast } from '@/components/ui/use-toast'
import { showSaveError } from '@/lib/form-errors'
import { useCreateLease, useUpdateLease, type LeaseFormBody } from '../api'
import { STATUS_META, tenantNameOf } from '../lease-display'
import { PropertyPicker } from './property-picker'

type LeaseFormValues = {
  tenantId: string
  propertyId: string
  startDate: string
  endDate: string
  monthlyRent: string
  securityDeposit: string
  rentDueDay: string
  status: LeaseStatus
}

type LeaseField = keyof LeaseFormValues

const FIELDS: LeaseField[] = [
  'tenantId',
  'propertyId',
  'startDate',
  'endDate',
  'monthlyRent',
  'securityDeposit',
  'rentDueDay',
  'status',
]

const valuesOf = (lease: Lease | null): LeaseFormValues => ({
  tenantId: lease?.tenantId ?? '',
  propertyId: lease?.propertyId ?? '',
  startDate: lease?.startDate ?? '',
  endDate: lease?.endDate ?? '',
  monthlyRent: lease ? String(lease.monthlyRent) : '',
  securityDeposit: lease ? String(lease.securityDeposit) : '',
  rentDueDay: String(lease?.rentDueDay ?? 1),
  status: lease?.status ?? 'active',
})

/** Numbers are parsed on save and nothing is checked here; the server names what is wrong. */
const number = (value: string) => (value.trim() === '' ? null : Number(value))

const bodyOf = (values: LeaseFormValues): LeaseFormBody => ({
  tenantId: values.tenantId,
  propertyId: values.propertyId || null,
  startDate: values.startDate,
  endDate: values.endDate || null,
  monthlyRent: number(values.monthlyRent),
  securityDeposit: number(values.securityDeposit),
  rentDueDay: number(values.rentDueDay) ?? 1,
  status: values.status,
})

export type LeaseFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The lease to edit; without one the dialog creates a lease. */
  lease: Lease | null
}

/** SPEC §2/§4 'Create New Lease' / 'Edit Lease'; status defaults to active. */
export const LeaseFormDialog = ({ open, onOpenChange, lease }: LeaseFormDialogProps) => {
  const form = useForm<LeaseFormValues>({ defaultValues: valuesOf(lease) })
  const { register, control, formState } = form
  const create = useCreateLease()
  const update = useUpdateLease()
  const isPending = create.isPending || update.isPending

  useEffect(() => {
    if (open) form.reset(valuesOf(lease))
  }, [open, lease, form])

  const submit = form.handleSubmit((values) => {
    const body = bodyOf(values)
    const onSuccess = () => {
      toast({ title: lease ? 'Lease updated successfully' : 'Lease created successfully' })
      onOpenChange(false)
    }
    const onError = (error: unknown) =>
      showSaveError(
        error,
        lease ? 'Failed to update lease' : 'Failed to create lease',
        form.setError,
        FIELDS,
      )
    if (lease) update.mutate({ id: lease.id, body }, { onSuccess, onError })
    else create.mutate(body, { onSuccess, onError })
  })

  const field = (name: LeaseField, hint?: string) => {
    const id = `lease-${name}`
    const error = formState.errors[name]?.message
    return { id, error, hint, describedBy: fieldDescriptionIds(id, { error, hint }) }
  }
  const input = (name: LeaseField, hint?: string) => {
    const f = field(name, hint)
    return {
      id: f.id,
      'aria-invalid': f.error ? true : undefined,
      'aria-describedby': f.describedBy,
    }
  }
  const tenant = field('tenantId')
  const property = field('propertyId')
  const status = field('status')

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{lease ? 'Edit Lease' : 'Create New Lease'}</DialogTitle>
          <DialogDescription>
            {lease
              ? `The lease of ${tenantNameOf(lease)}.`
              : 'Choose the tenant, then the term and the money.'}
          </DialogDescription>
        </DialogHeader>
        <form id="lease-form" onSubmit={submit} noValidate>
          <FormGrid>
            <Field
              id={tenant.id}
              label="Tenant"
              error={tenant.error}
              className="content-start sm:col-span-2"
            >
              <Controller
                control={control}
                name="tenantId"
                render={({ field: { value, onChange } }) => (
                  <TenantPicker
                    id={tenant.id}
                    value={value}
                    initial={lease ? { id: lease.tenantId, label: tenantNameOf(lease) } : null}
                    onChange={(option) => onChange(option.id)}
                    invalid={Boolean(tenant.error)}
                    describedBy={tenant.describedBy}
                  />
                )}
              />
            </Field>
            <Field
              id={property.id}
              label="Property"
              error={property.error}
              className="content-start sm:col-span-2"
            >
              <Controller
                control={control}
                name="propertyId"
                render={({ field: { value, onChange } }) => (
                  <PropertyPicker
                    id={property.id}
                    value={value}
                    initial={
                      lease?.property ? { id: lease.property.id, label: lease.property.name } : null
                    }
                    onChange={(option) => onChange(option.id)}
                    invalid={Boolean(property.error)}
                    describedBy={property.describedBy}
                  />
                )}
              />
            </Field>
            <Field
              id="lease-startDate"
              label="Start date"
              error={field('startDate').error}
              className="content-start"
            >
              <Input type="date" {...input('startDate')} {...register('startDate')} />
            </Field>
            <Field
              id="lease-endDate"
              label="End date"
              error={field('endDate').error}
              className="content-start"
            >
              <Input type="date" {...input('endDate')} {...register('endDate')} />
            </Field>
            {(['monthlyRent', 'securityDeposit'] as const).map((name) => (
              <Field
                key={name}
                id={`lease-${name}`}
                label={name === 'monthlyRent' ? 'Monthly rent' : 'Security deposit'}
                error={field(name).error}
                className="content-start"
              >
                <div className="relative">
                  <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
                    $
                  </span>
                  <Input
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    placeholder="0.00"
                    className="pl-7"
                    {...input(name)}
                    {...register(name)}
                  />
                </div>
              </Field>
            ))}
            <Field
              id="lease-rentDueDay"
              label="Rent due day"
              error={field('rentDueDay').error}
              hint="Day of the month, 1 to 31."
              className="content-start"
            >
              <Input
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                max="31"
                {...input('rentDueDay', 'Day of the month, 1 to 31.')}
                {...register('rentDueDay')}
              />
            </Field>
            <Field id={status.id} label="Status" error={status.error} className="content-start">
              <Controller
                control={control}
                name="status"
                render={({ field: { value, onChange } }) => (
                  <Select value={value} onValueChange={onChange}>
                    <SelectTrigger
                      id={status.id}
                      aria-invalid={status.error ? true : undefined}
                      aria-describedby={status.describedBy}
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
          </FormGrid>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="lease-form"
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            {isPending ? 'Saving…' : lease ? 'Save Changes' : 'Create Lease'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
