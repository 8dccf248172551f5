import { Controller } from 'react-hook-form'
import { PROPERTY_TYPES } from '../../../../../shared/schemas/properties'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { FormGrid } from '@/components/ui/form-grid'
import { Input } from '@/components/ui/input'
import { MoneyInput } from '@/components/ui/money-input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import type { PickerOption } from '@/components/ui/search-picker'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import {
  FIELD_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyField,
  type PropertyForm,
} from '../property-form'
import { LeasePicker } from './lease-picker'

const MONEY = new Set<PropertyField>([
  'monthlyRent',
  'securityDeposit',
  'maintenanceFee',
  'hoaFee',
  'gardeningFee',
  'poolFee',
])
const WIDE = new Set<PropertyField>(['name', 'address', 'description', 'leaseId'])
const HINTS: Partial<Record<PropertyField, string>> = {
  totalUnits: 'A whole number, at least 1.',
  leaseId: 'Links that lease to this property.',
  leaseStart: 'Changes the dates of the lease above.',
}

export type PropertyFieldsProps = {
  form: PropertyForm
  fields: readonly PropertyField[]
  /** Prefix for input ids, so a dialog and a section on one page never share an id. */
  idPrefix: string
  currentLease: PickerOption | null
}

/** The inputs of the given fields, in two columns from sm up; errors come from the shared schema or the server. */
export const PropertyFields = ({ form, fields, idPrefix, currentLease }: PropertyFieldsProps) => {
  const { register, control, formState } = form
  return (
    <FormGrid>
      {fields.map((field) => {
        const id = `${idPrefix}-${field}`
        const error = formState.errors[field]?.message
        const hint = HINTS[field]
        const describedBy = fieldDescriptionIds(id, { error, hint })
        const common = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        }
        return (
          <Field
            key={field}
            id={id}
            label={FIELD_LABELS[field]}
            error={error}
            hint={hint}
            className={cn('content-start', WIDE.has(field) && 'sm:col-span-2')}
          >
            {field === 'propertyType' ? (
              <Controller
                control={control}
                name="propertyType"
                render={({ field: { value, onChange } }) => (
                  <Select value={value} onValueChange={onChange}>
                    <SelectTrigger {...common}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {PROPERTY_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {PROPERTY_TYPE_LABELS[type]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            ) : field === 'leaseId' ? (
              <Controller
                control={control}
                name="leaseId"
                render={({ field: { value, onChange } }) => (
                  <LeasePicker
                    id={id}
                    value={value}
                    initial={currentLease}
                    onChange={(option) => onChange(option.id)}
                    invalid={Boolean(error)}
                    describedBy={describedBy}
                  />
                )}
              />
            ) : field === 'description' ? (
              <Textarea rows={3} {...common} {...register(field)} />
            ) : MONEY.has(field) ? (
              <MoneyInput {...common} {...register(field)} />
            ) : field === 'totalUnits' ? (
              <Input
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                {...common}
                {...register(field)}
              />
            ) : field === 'leaseStart' || field === 'leaseEnd' ? (
              <Input type="date" {...common} {...register(field)} />
            ) : field === 'ownerEmail' ? (
              <Input type="email" autoComplete="off" {...common} {...register(field)} />
            ) : field === 'ownerPhone' ? (
              <Input type="tel" autoComplete="off" {...common} {...register(field)} />
            ) : (
              <Input autoComplete="off" {...common} {...register(field)} />
            )}
          </Field>
        )
      })}
    </FormGrid>
  )
}
