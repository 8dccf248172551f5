import { Plus } from 'lucide-react'
import { todayIso } from '../../../../../shared/dates'
import { Button } from '@/components/ui/button'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { SubmitButton } from '@/components/ui/submit-button'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useAddToLedger, useChargePropertyFees } from '../api'
import {
  LedgerEntryFormSchema,
  type LedgerEntryFormValues,
  type LedgerEntryKind,
} from '../ledger-entry-form'

const KINDS: { value: LedgerEntryKind; label: string }[] = [
  { value: 'recurring', label: 'Monthly charge' },
  { value: 'one_off_charge', label: 'One-off charge' },
  { value: 'credit', label: 'Credit' },
]

const emptyEntry = (kind: LedgerEntryKind): LedgerEntryFormValues => ({
  kind,
  description: '',
  amount: '',
  dueDay: '1',
  date: todayIso(),
})

/**
 * Adds to a lease's books: a monthly charge (parking, pet rent) the scheduler posts from its
 * start like rent, or a one-off charge or credit with its reason. Entries are voided, never
 * deleted, so a mistake stays visible.
 */
export const AddLedgerEntryForm = ({ leaseId }: { leaseId: string }) => {
  const add = useAddToLedger()
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: LedgerEntryFormSchema,
    defaultValues: emptyEntry('recurring'),
    submit: (request, { idempotencyKey }) => add.mutateAsync({ leaseId, request, idempotencyKey }),
    failure: { title: 'Failed to update the ledger' },
    success: (_entry, request) => ({
      title:
        request.kind === 'one_off' && request.body.kind === 'credit'
          ? 'Credit added'
          : 'Charge added',
    }),
    onSuccess: () => {
      const { kind: kept, date: day } = form.getValues()
      form.reset({ ...emptyEntry(kept), date: day })
    },
  })
  const kind = form.watch('kind')
  const chargeFees = useChargePropertyFees()

  // The property's fees start on the date in the form, like any monthly charge.
  const onChargeFees = () =>
    chargeFees.mutate(
      { leaseId, startDate: form.getValues('date') },
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

  const input = (name: keyof LedgerEntryFormValues) => {
    const id = `entry-${name}`
    const error = errorOf(name)
    return {
      id,
      error,
      props: {
        id,
        disabled: isPending,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': fieldDescriptionIds(id, { error }),
        ...form.register(name),
      },
    }
  }
  const description = input('description')
  const amount = input('amount')
  const dueDay = input('dueDay')
  const date = input('date')

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
            onClick={() => form.setValue('kind', option.value)}
            disabled={isPending}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field
          id={description.id}
          label={kind === 'recurring' ? 'Charge' : 'Memo'}
          error={description.error}
          className="sm:col-span-2"
        >
          <Input
            maxLength={100}
            placeholder={kind === 'recurring' ? 'Parking' : 'Replacement key'}
            {...description.props}
          />
        </Field>
        <Field id={amount.id} label="Amount ($)" error={amount.error}>
          <Input inputMode="decimal" {...amount.props} />
        </Field>
        {kind === 'recurring' ? (
          <Field id={dueDay.id} label="Due day" error={dueDay.error}>
            <Input type="number" min={1} max={31} {...dueDay.props} />
          </Field>
        ) : null}
        <Field id={date.id} label={kind === 'recurring' ? 'Starts' : 'Date'} error={date.error}>
          <Input type="date" {...date.props} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" isPending={isPending}>
          {isPending ? null : <Plus className="size-4" aria-hidden />}
          Add to ledger
        </SubmitButton>
        {kind === 'recurring' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={isPending || chargeFees.isPending}
            onClick={onChargeFees}
          >
            Charge the property's fees
          </Button>
        ) : null}
      </div>
    </form>
  )
}
