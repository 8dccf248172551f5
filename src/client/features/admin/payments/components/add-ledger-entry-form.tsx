import { LoaderCircle, Plus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { todayIso } from '../../../../../shared/dates'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { fieldErrors, readableErrorMessage } from '@/lib/errors'
import { useAddLedgerEntry, useAddRecurringCharge, useChargePropertyFees } from '../api'

type Kind = 'recurring' | 'one_off_charge' | 'credit'

const KINDS: { value: Kind; label: string }[] = [
  { value: 'recurring', label: 'Monthly charge' },
  { value: 'one_off_charge', label: 'One-off charge' },
  { value: 'credit', label: 'Credit' },
]

/**
 * Adds to a lease's books: a monthly charge (parking, pet rent) the scheduler posts from its
 * start like rent, or a one-off charge or credit with its reason. Entries are voided, never
 * deleted, so a mistake stays visible.
 */
export const AddLedgerEntryForm = ({ leaseId }: { leaseId: string }) => {
  const addRecurring = useAddRecurringCharge()
  const addEntry = useAddLedgerEntry()
  const chargeFees = useChargePropertyFees()
  const [kind, setKind] = useState<Kind>('recurring')
  const [description, setDescription] = useState('')
  const [amount, setAmount] = useState('')
  const [dueDay, setDueDay] = useState('1')
  const [date, setDate] = useState(todayIso())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const isPending = addRecurring.isPending || addEntry.isPending || chargeFees.isPending

  // The property's fees start on the date in the form, like any monthly charge.
  const onChargeFees = () =>
    chargeFees.mutate(
      { leaseId, startDate: date },
      {
        onSuccess: () => toast({ title: "The property's fees are monthly charges" }),
        onError: (failure) =>
          toast({
            variant: 'destructive',
            title: "Failed to charge the property's fees",
            description: readableErrorMessage(failure),
          }),
      },
    )

  const onSuccess = () => {
    toast({ title: kind === 'credit' ? 'Credit added' : 'Charge added' })
    setDescription('')
    setAmount('')
    setErrors({})
  }
  const onError = (failure: unknown) => {
    const fields = fieldErrors(failure)
    setErrors({ ...fields, description: fields.description ?? fields.memo ?? '' })
    toast({
      variant: 'destructive',
      title: 'Failed to update the ledger',
      description: readableErrorMessage(failure),
    })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const dollars = Number(amount)
    if (!description.trim() || !(dollars > 0)) {
      setErrors({
        ...(description.trim() ? {} : { description: 'Say what it is for' }),
        ...(dollars > 0 ? {} : { amount: 'Enter an amount above $0' }),
      })
      return
    }
    if (kind === 'recurring') {
      addRecurring.mutate(
        {
          leaseId,
          description: description.trim(),
          amount: dollars,
          dueDay: Number(dueDay),
          startDate: date,
          endDate: null,
        },
        { onSuccess, onError },
      )
    } else {
      addEntry.mutate(
        { leaseId, kind, amount: dollars, date, memo: description.trim() },
        { onSuccess, onError },
      )
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add to the ledger"
      className="grid gap-3 rounded-lg border border-border p-3"
    >
      <div className="flex flex-wrap gap-2" role="group" aria-label="Entry type">
        {KINDS.map((option) => (
          <Button
            key={option.value}
            type="button"
            size="sm"
            variant={kind === option.value ? 'default' : 'outline'}
            aria-pressed={kind === option.value}
            onClick={() => setKind(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field
          id="entry-description"
          label={kind === 'recurring' ? 'Charge' : 'Memo'}
          error={errors.description || undefined}
          className="sm:col-span-2"
        >
          <Input
            id="entry-description"
            value={description}
            maxLength={100}
            placeholder={kind === 'recurring' ? 'Parking' : 'Replacement key'}
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
          />
        </Field>
        <Field id="entry-amount" label="Amount ($)" error={errors.amount || undefined}>
          <Input
            id="entry-amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={errors.amount ? true : undefined}
          />
        </Field>
        {kind === 'recurring' ? (
          <Field id="entry-due-day" label="Due day" error={errors.dueDay || undefined}>
            <Input
              id="entry-due-day"
              type="number"
              min={1}
              max={31}
              value={dueDay}
              onChange={(event) => setDueDay(event.target.value)}
            />
          </Field>
        ) : null}
        <Field
          id="entry-date"
          label={kind === 'recurring' ? 'Starts' : 'Date'}
          error={errors.startDate || errors.date || undefined}
        >
          <Input
            id="entry-date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isPending}>
          {isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <Plus className="size-4" aria-hidden />
          )}
          Add to ledger
        </Button>
        {kind === 'recurring' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={isPending}
            onClick={onChargeFees}
          >
            Charge the property's fees
          </Button>
        ) : null}
      </div>
    </form>
  )
}
