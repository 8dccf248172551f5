import { unitLabel } from '../../../../../shared/schemas/units'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { usePropertyUnits } from '../api'
import { NEW_UNIT } from '../lease-form'
import type { LeaseFormSection } from './lease-form-types'

/** Radix Select has no empty value: this item stands for "the first unit no active lease holds". */
const FIRST_FREE = 'first-free'

/**
 * The unit of the chosen property the lease is on. A unit another active lease holds is shown
 * but cannot be chosen; a unit not listed yet can be named, and the property gains it.
 */
export const UnitField = ({
  form,
  errorOf,
  disabled,
  leaseId,
}: LeaseFormSection & { leaseId: string | null }) => {
  const propertyId = form.watch('propertyId')
  const unitId = form.watch('unitId')
  const units = usePropertyUnits(propertyId)
  const error = errorOf('unitId')
  const nameError = errorOf('unitName')
  return (
    <>
      <Field id="lease-unitId" label="Unit" error={error} className="content-start">
        <Select
          value={unitId || FIRST_FREE}
          onValueChange={(value) =>
            form.setValue('unitId', value === FIRST_FREE ? '' : value, {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          disabled={disabled || propertyId === ''}
        >
          <SelectTrigger
            id="lease-unitId"
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescriptionIds('lease-unitId', { error })}
          >
            <SelectValue placeholder="Choose a property first" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={FIRST_FREE}>First free unit</SelectItem>
            {(units.data ?? []).map((unit) => {
              const taken = unit.activeLeaseId !== null && unit.activeLeaseId !== leaseId
              return (
                <SelectItem key={unit.id} value={unit.id} disabled={taken}>
                  {unitLabel(unit.name)}
                  {taken ? ' · leased' : ''}
                </SelectItem>
              )
            })}
            <SelectItem value={NEW_UNIT}>A new unit…</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      {unitId === NEW_UNIT ? (
        <Field
          id="lease-unitName"
          label="New unit name"
          error={nameError}
          className="content-start"
        >
          <Input
            id="lease-unitName"
            placeholder="2B"
            disabled={disabled}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={fieldDescriptionIds('lease-unitName', { error: nameError })}
            {...form.register('unitName')}
          />
        </Field>
      ) : null}
    </>
  )
}
