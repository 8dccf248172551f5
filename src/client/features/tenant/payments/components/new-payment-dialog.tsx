import { useState } from 'react'
import { formatMoney } from '../../../../../shared/money'
import { paymentDoubts } from '../../../../../shared/payment-doubts'
import { PaymentMethodSelect } from '@/components/payments/payment-method-select'
import { PeriodSelect } from '@/components/payments/period-select'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { clearDraft, readDraft, useSessionDraft } from '@/lib/forms/session-draft'
import { useCreatePayment, usePaymentInstructions } from '../api'
import {
  EMPTY_PAYMENT,
  NEW_PAYMENT_DRAFT,
  NewPaymentFormSchema,
  NewPaymentInputsSchema,
  type NewPaymentFormValues,
} from '../new-payment-form'
import { PaymentInstructions } from './payment-instructions'
import { ProofFileInput } from './proof-file-input'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * The new-payment dialog. Amount and period are required; a new payment is pending. An amount or
 * period that does not fit the lease is asked about before it is sent, and what is typed survives
 * a reload of the page until the payment is sent or cancelled.
 */
export const NewPaymentDialog = ({ open, onOpenChange }: Props) => {
  const create = useCreatePayment()
  const instructions = usePaymentInstructions()
  const [proof, setProof] = useState<File | null>(null)
  const { form, onSubmit, isPending, errorOf, doubts, confirm } = useSchemaForm({
    schema: NewPaymentFormSchema,
    defaultValues: readDraft(NEW_PAYMENT_DRAFT, NewPaymentInputsSchema, EMPTY_PAYMENT),
    submit: (payment, { idempotencyKey }) =>
      create.mutateAsync({
        body: { ...payment, amount: String(payment.amount), proofFile: proof ?? undefined },
        idempotencyKey,
      }),
    doubts: (payment) =>
      instructions.data
        ? paymentDoubts(payment, {
            monthlyRent: instructions.data.monthlyRent,
            ledgerStart: instructions.data.ledgerStart,
            leaseEnd: instructions.data.leaseEnd,
          })
        : [],
    failure: { title: 'Failed to record payment' },
    success: {
      title: 'Payment recorded',
      description: 'Your payment has been successfully recorded.',
    },
    onSuccess: () => close(),
    onInvalid: () => {
      const { amount, period } = form.getValues()
      if (!amount.trim() || !period) {
        toast({
          variant: 'destructive',
          title: 'Missing information',
          description: 'Please fill in all required fields.',
        })
      }
    },
  })
  useSessionDraft(NEW_PAYMENT_DRAFT, form, open)

  const close = () => {
    clearDraft(NEW_PAYMENT_DRAFT)
    form.reset(EMPTY_PAYMENT)
    setProof(null)
    onOpenChange(false)
  }

  const choose = <Name extends keyof NewPaymentFormValues>(
    name: Name,
    value: NewPaymentFormValues[Name],
  ) => form.setValue(name, value as never, { shouldValidate: form.formState.isSubmitted })

  const method = form.watch('method')
  const period = form.watch('period')
  const describedBy = (id: string, error: string | undefined, hint?: string) =>
    fieldDescriptionIds(id, { error, hint })
  const amountError = errorOf('amount')
  const periodError = errorOf('period')
  const zelleError = errorOf('zelleRef')
  const rent = instructions.data?.monthlyRent
  const amountHint = rent ? `Your monthly rent is ${formatMoney(rent)}.` : undefined

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Record a Payment"
      description="Tell us about a payment you made. It shows as pending until your property manager confirms it."
      formId="new-payment"
      submitLabel="Record Payment"
      pendingLabel="Recording..."
      isPending={isPending}
      className="sm:max-w-xl"
    >
      <form id="new-payment" onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="amount"
            label="Amount"
            error={amountError}
            hint={amountHint}
            className="content-start"
          >
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
                $
              </span>
              <Input
                id="amount"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                placeholder="0.00"
                className="pl-7 tabular-nums"
                disabled={isPending}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={describedBy('amount', amountError, amountHint)}
                {...form.register('amount')}
              />
            </div>
          </Field>
          <Field id="method" label="Payment Method" className="content-start">
            <PaymentMethodSelect
              id="method"
              value={method}
              onChange={(value) => choose('method', value)}
              disabled={isPending}
            />
          </Field>
          <Field id="period" label="Payment Period" error={periodError} className="sm:col-span-2">
            <PeriodSelect
              id="period"
              value={period}
              onChange={(value) => choose('period', value)}
              disabled={isPending}
              invalid={periodError ? true : undefined}
              describedBy={describedBy('period', periodError)}
            />
          </Field>
          {method === 'zelle' ? (
            <Field
              id="zelleRef"
              label="Zelle Confirmation Code"
              error={zelleError}
              className="sm:col-span-2"
            >
              <Input
                id="zelleRef"
                placeholder="e.g. ZL8K2M4Q"
                autoComplete="off"
                maxLength={64}
                disabled={isPending}
                aria-invalid={zelleError ? true : undefined}
                aria-describedby={describedBy('zelleRef', zelleError)}
                {...form.register('zelleRef')}
              />
            </Field>
          ) : null}
        </div>
        <PaymentInstructions method={method} period={period} instructions={instructions.data} />
        <ProofFileInput file={proof} onChange={setProof} disabled={isPending} />
        {doubts.length > 0 ? (
          <Alert tone="warning" role="alert">
            <AlertTitle>Are you sure?</AlertTitle>
            <AlertDescription className="grid gap-1">
              {doubts.map((doubt) => (
                <p key={doubt}>{doubt}</p>
              ))}
              <p>Change the payment, or record it as it is if it is right.</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="mt-1 justify-self-start"
                onClick={confirm}
                disabled={isPending}
              >
                Yes, record it
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
      </form>
    </FormDialog>
  )
}
