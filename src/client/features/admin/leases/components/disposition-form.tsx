import { Plus, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import { useFieldArray } from 'react-hook-form'
import { todayIso } from '../../../../../shared/dates'
import { depositRefundCents } from '../../../../../shared/deposits'
import { formatMoney, fromCents, toCents } from '../../../../../shared/money'
import { MAX_DEDUCTIONS, type Deposit } from '../../../../../shared/schemas/deposits'
import { Button } from '@/components/ui/button'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { Input } from '@/components/ui/input'
import { SubmitButton } from '@/components/ui/submit-button'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useRecordDisposition } from '../deposit-api'
import { deductionCents, dispositionFormSchema, emptyDeduction } from '../disposition-values'

/**
 * The deductions (each with an optional JPG or PNG photo), the refund they leave and the day it is
 * sent. Saving mails the disposition letter to everyone on the lease, so it is recorded once.
 */
export const DispositionForm = ({ deposit }: { deposit: Deposit }) => {
  const record = useRecordDisposition(deposit.leaseId)
  const depositCents = toCents(deposit.deposit)
  const schema = useMemo(() => dispositionFormSchema(depositCents), [depositCents])
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema,
    defaultValues: { deductions: [], refundDate: todayIso() },
    submit: ({ body, photos }, { idempotencyKey }) =>
      record.mutateAsync({ ...body, photos, idempotencyKey }),
    failure: { title: 'Failed to record the disposition' },
    success: { title: 'Disposition recorded; the letter is on its way' },
  })
  const rows = useFieldArray({ control: form.control, name: 'deductions' })

  const refundCents = depositRefundCents(depositCents, deductionCents(form.watch('deductions')))
  // The schema's sentence sits at the list's root once rows are registered; the server's on the list.
  const totalError = errorOf('deductions') ?? form.formState.errors.deductions?.root?.message

  const input = (id: string, name: Parameters<typeof errorOf>[0]) => {
    const error = errorOf(name)
    return {
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
  const refundDate = input('refund-date', 'refundDate')

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Record the deposit disposition"
      className="grid gap-3 rounded-lg border border-border p-3"
    >
      <h3 className="text-sm font-semibold">Record the disposition</h3>
      {rows.fields.map((row, index) => {
        const description = input(
          `deduction-${row.id}-description`,
          `deductions.${index}.description`,
        )
        const amount = input(`deduction-${row.id}-amount`, `deductions.${index}.amount`)
        const photoId = `deduction-${row.id}-photo`
        return (
          <fieldset key={row.id} className="grid gap-2 sm:grid-cols-[1fr_7rem_auto]">
            <legend className="sr-only">Deduction {index + 1}</legend>
            <Field
              id={description.props.id}
              label={`Deduction ${index + 1}`}
              error={description.error}
            >
              <Input maxLength={200} placeholder="Broken window" {...description.props} />
            </Field>
            <Field id={amount.props.id} label="Amount ($)" error={amount.error}>
              <Input inputMode="decimal" {...amount.props} />
            </Field>
            <IconButton
              label={`Remove deduction ${index + 1}`}
              icon={Trash2}
              className="self-end hover:text-destructive"
              disabled={isPending}
              onClick={() => rows.remove(index)}
            />
            <Field id={photoId} label="Photo (optional, JPG or PNG)" className="sm:col-span-3">
              <Input
                id={photoId}
                type="file"
                accept="image/jpeg,image/png"
                disabled={isPending}
                onChange={(event) =>
                  form.setValue(`deductions.${index}.photo`, event.target.files?.[0] ?? null)
                }
              />
            </Field>
          </fieldset>
        )
      })}
      {rows.fields.length < MAX_DEDUCTIONS ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isPending}
            onClick={() => rows.append(emptyDeduction(), { shouldFocus: false })}
          >
            <Plus className="size-3.5" aria-hidden />
            Add deduction
          </Button>
        </div>
      ) : null}
      <Field id="refund-date" label="Refund sent on" error={refundDate.error}>
        <Input type="date" {...refundDate.props} />
      </Field>
      <p className="text-sm" aria-live="polite">
        Refund to the tenant:{' '}
        <strong className="tabular-nums">{formatMoney(fromCents(Math.max(refundCents, 0)))}</strong>
      </p>
      {totalError ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {totalError}
        </p>
      ) : null}
      <div>
        <SubmitButton size="sm" isPending={isPending}>
          Record and send the letter
        </SubmitButton>
      </div>
    </form>
  )
}
