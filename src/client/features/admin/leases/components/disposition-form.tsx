import { LoaderCircle, Plus, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { todayIso } from '../../../../../shared/dates'
import { depositRefundCents } from '../../../../../shared/deposits'
import { formatMoney, fromCents, toCents } from '../../../../../shared/money'
import { MAX_DEDUCTIONS, type Deposit } from '../../../../../shared/schemas/deposits'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { fieldErrors, readableErrorMessage } from '@/lib/errors'
import { useSubmissionKey } from '@/lib/forms/submission-key'
import { useRecordDisposition } from '../deposit-api'

type Row = { key: number; description: string; amount: string; photo: File | null }

let nextKey = 0
const emptyRow = (): Row => ({ key: nextKey++, description: '', amount: '', photo: null })

/**
 * The deductions (each with an optional JPG or PNG photo), the refund they leave and the day it is
 * sent. Saving mails the disposition letter to everyone on the lease, so it is recorded once.
 */
export const DispositionForm = ({ deposit }: { deposit: Deposit }) => {
  const record = useRecordDisposition(deposit.leaseId)
  const submission = useSubmissionKey()
  const [rows, setRows] = useState<Row[]>([])
  const [refundDate, setRefundDate] = useState(todayIso())
  const [errors, setErrors] = useState<Record<string, string>>({})

  const refundCents = depositRefundCents(
    toCents(deposit.deposit),
    rows.map((row) => toCents(Number(row.amount) || 0)),
  )
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    rows.forEach((row, index) => {
      if (!row.description.trim()) found[`deductions.${index}.description`] = 'Say what it is for'
      if (!(Number(row.amount) > 0))
        found[`deductions.${index}.amount`] = 'Enter an amount above $0'
    })
    if (refundCents < 0) found.deductions = 'The deductions cannot exceed the deposit'
    setErrors(found)
    if (Object.keys(found).length) return
    record.mutate(
      {
        deductions: rows.map((row) => ({
          description: row.description.trim(),
          amount: Number(row.amount),
        })),
        refundDate,
        photos: rows.map((row) => row.photo),
        idempotencyKey: submission.take(),
      },
      {
        onSettled: submission.settle,
        onSuccess: () => toast({ title: 'Disposition recorded; the letter is on its way' }),
        onError: (failure) => {
          setErrors(fieldErrors(failure))
          toast({
            variant: 'destructive',
            title: 'Failed to record the disposition',
            description: readableErrorMessage(failure),
          })
        },
      },
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Record the deposit disposition"
      className="grid gap-3 rounded-lg border border-border p-3"
    >
      <h3 className="text-sm font-semibold">Record the disposition</h3>
      {rows.map((row, index) => (
        <fieldset key={row.key} className="grid gap-2 sm:grid-cols-[1fr_7rem_auto]">
          <legend className="sr-only">Deduction {index + 1}</legend>
          <Field
            id={`deduction-${row.key}-description`}
            label={`Deduction ${index + 1}`}
            error={errors[`deductions.${index}.description`]}
          >
            <Input
              id={`deduction-${row.key}-description`}
              value={row.description}
              maxLength={200}
              placeholder="Broken window"
              onChange={(event) => update(row.key, { description: event.target.value })}
            />
          </Field>
          <Field
            id={`deduction-${row.key}-amount`}
            label="Amount ($)"
            error={errors[`deductions.${index}.amount`]}
          >
            <Input
              id={`deduction-${row.key}-amount`}
              inputMode="decimal"
              value={row.amount}
              onChange={(event) => update(row.key, { amount: event.target.value })}
            />
          </Field>
          <IconButton
            label={`Remove deduction ${index + 1}`}
            icon={Trash2}
            className="self-end hover:text-destructive"
            onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
          />
          <Field
            id={`deduction-${row.key}-photo`}
            label="Photo (optional, JPG or PNG)"
            className="sm:col-span-3"
          >
            <Input
              id={`deduction-${row.key}-photo`}
              type="file"
              accept="image/jpeg,image/png"
              onChange={(event) => update(row.key, { photo: event.target.files?.[0] ?? null })}
            />
          </Field>
        </fieldset>
      ))}
      {rows.length < MAX_DEDUCTIONS ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            <Plus className="size-3.5" aria-hidden />
            Add deduction
          </Button>
        </div>
      ) : null}
      <Field id="refund-date" label="Refund sent on">
        <Input
          id="refund-date"
          type="date"
          value={refundDate}
          onChange={(event) => setRefundDate(event.target.value)}
        />
      </Field>
      <p className="text-sm" aria-live="polite">
        Refund to the tenant:{' '}
        <strong className="tabular-nums">{formatMoney(fromCents(Math.max(refundCents, 0)))}</strong>
      </p>
      {errors.deductions ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {errors.deductions}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={record.isPending}>
          {record.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          Record and send the letter
        </Button>
      </div>
    </form>
  )
}
