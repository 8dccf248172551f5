import type { ReactNode } from 'react'
import { LATE_FEE_TYPES, type LateFeeType } from '../../../../../shared/late-fees'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import type { LeaseFormSection } from './lease-form-types'

const TYPE_LABELS: Record<LateFeeType, string> = {
  none: 'No late fee',
  flat: 'A flat fee',
  percent: 'A percentage of the rent',
  daily: 'A fee per day late',
}

type NumberName = 'amount' | 'percent' | 'graceDays' | 'cap'

/** A number input with its unit beside it, such as '$' before a fee or '%' after a percentage. */
const Affixed = ({
  before,
  after,
  children,
}: {
  before?: string
  after?: string
  children: ReactNode
}) => (
  <div className="relative">
    {before ? (
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
        {before}
      </span>
    ) : null}
    {children}
    {after ? (
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground">
        {after}
      </span>
    ) : null}
  </div>
)

/**
 * What a late payment costs under the lease: nothing, a flat fee, a percentage of the month's
 * rent, or a fee for each day late; after a grace period, and at most the cap in one month.
 */
export const LateFeeFields = ({ form, errorOf, disabled }: LeaseFormSection) => {
  const type = form.watch('lateFee.type')
  const typeError = errorOf('lateFee.type')

  const number = (
    name: NumberName,
    label: string,
    hint: string,
    affix: { before?: string; after?: string },
  ) => {
    const id = `lease-lateFee-${name}`
    const error = errorOf(`lateFee.${name}`)
    return (
      <Field id={id} label={label} error={error} hint={hint} className="content-start">
        <Affixed {...affix}>
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            step={name === 'graceDays' ? '1' : '0.01'}
            min="0"
            className={affix.before ? 'pl-7' : affix.after ? 'pr-12' : undefined}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescriptionIds(id, { error, hint })}
            {...form.register(`lateFee.${name}`)}
          />
        </Affixed>
      </Field>
    )
  }

  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-foreground">Late fee</legend>
      <Field
        id="lease-lateFee-type"
        label="When rent is late"
        error={typeError}
        className="content-start"
      >
        <Select
          value={type}
          onValueChange={(value) => form.setValue('lateFee.type', value as LateFeeType)}
          disabled={disabled}
        >
          <SelectTrigger
            id="lease-lateFee-type"
            aria-describedby={fieldDescriptionIds('lease-lateFee-type', { error: typeError })}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LATE_FEE_TYPES.map((option) => (
              <SelectItem key={option} value={option}>
                {TYPE_LABELS[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {type === 'flat'
        ? number('amount', 'Fee', 'Charged once for a late month.', { before: '$' })
        : null}
      {type === 'daily'
        ? number('amount', 'Fee per day', 'Charged each day the rent stays unpaid.', {
            before: '$',
          })
        : null}
      {type === 'percent'
        ? number('percent', 'Percentage of the rent', 'Of the month’s rent, charged once.', {
            after: '%',
          })
        : null}
      {type !== 'none' ? (
        <>
          {number(
            'graceDays',
            'Grace period',
            'Rent paid within this many days, counting the due day, is on time.',
            {
              after: 'days',
            },
          )}
          {number(
            'cap',
            'Cap per month',
            'The most one month’s late fees can add up to; empty for no cap.',
            {
              before: '$',
            },
          )}
        </>
      ) : null}
    </fieldset>
  )
}
