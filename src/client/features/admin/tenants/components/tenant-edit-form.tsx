import { Building2, CalendarRange, CircleDollarSign, UserRound, UserRoundCog } from 'lucide-react'
import type { AdminTenant } from '../../../../../shared/schemas/admin-tenants'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { EditableField, TenantForm } from '../tenant-form'
import { DetailSection } from './detail-section'

type Spec = {
  field: EditableField
  label: string
  type?: 'email' | 'tel' | 'date' | 'money'
  autoComplete?: string
}

const SECTIONS: { title: string; icon: typeof UserRound; onLease: boolean; fields: Spec[] }[] = [
  {
    title: 'Tenant',
    icon: UserRound,
    onLease: false,
    fields: [
      { field: 'firstName', label: 'First name', autoComplete: 'off' },
      { field: 'lastName', label: 'Last name', autoComplete: 'off' },
      { field: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
      { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
    ],
  },
  {
    title: 'Property',
    icon: Building2,
    onLease: true,
    fields: [
      { field: 'propertyName', label: 'Property name' },
      { field: 'propertyAddress', label: 'Property address' },
    ],
  },
  {
    title: 'Financial',
    icon: CircleDollarSign,
    onLease: true,
    fields: [
      { field: 'rent', label: 'Rent', type: 'money' },
      { field: 'securityDeposit', label: 'Security deposit', type: 'money' },
      { field: 'maintenanceFee', label: 'Maintenance fee', type: 'money' },
      { field: 'hoaFee', label: 'HOA fee', type: 'money' },
      { field: 'gardening', label: 'Gardening', type: 'money' },
      { field: 'pool', label: 'Pool', type: 'money' },
    ],
  },
  {
    title: 'Owner',
    icon: UserRoundCog,
    onLease: true,
    fields: [
      { field: 'ownerName', label: 'Owner name' },
      { field: 'ownerEmail', label: 'Owner email', type: 'email' },
      { field: 'ownerPhone', label: 'Owner phone', type: 'tel' },
    ],
  },
  {
    title: 'Lease',
    icon: CalendarRange,
    onLease: true,
    fields: [
      { field: 'leaseStart', label: 'Lease start', type: 'date' },
      { field: 'leaseEnd', label: 'Lease end', type: 'date' },
    ],
  },
]

/**
 * The edit mode of the detail dialog. Property, fee and owner fields belong to the active lease's
 * property and the dates to the active lease, so without an active lease they are read-only.
 */
export const TenantEditForm = ({ tenant, form }: { tenant: AdminTenant; form: TenantForm }) => {
  const hasActiveLease = tenant.leaseStatus === 'active'
  const { errors } = form.formState
  return (
    <div className="grid gap-4">
      {hasActiveLease ? null : (
        <Alert tone="info">
          <AlertDescription>
            {tenant.firstName} has no active lease, so only the tenant’s own details can change
            here. Create or activate a lease to edit the property, fees, owner and lease dates.
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {SECTIONS.map((section) => (
          <DetailSection key={section.title} title={section.title} icon={section.icon}>
            <div className="grid gap-3 sm:grid-cols-2">
              {section.fields.map(({ field, label, type, autoComplete }) => {
                const id = `tenant-edit-${field}`
                const error = errors[field]?.message
                const disabled = section.onLease && !hasActiveLease
                return (
                  <Field
                    key={field}
                    id={id}
                    label={label}
                    error={error}
                    className={
                      section.fields.length === 2 || field === 'email' ? 'sm:col-span-2' : undefined
                    }
                  >
                    <Input
                      id={id}
                      type={type === 'money' ? 'number' : (type ?? 'text')}
                      inputMode={type === 'money' ? 'decimal' : undefined}
                      step={type === 'money' ? '0.01' : undefined}
                      min={type === 'money' ? 0 : undefined}
                      autoComplete={autoComplete}
                      disabled={disabled}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={fieldDescriptionIds(id, { error })}
                      {...form.register(field)}
                    />
                  </Field>
                )
              })}
            </div>
          </DetailSection>
        ))}
      </div>
    </div>
  )
}
