import { LoaderCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { formatMoney } from '../../../../../shared/money'
import {
  CreatePaymentFieldsSchema,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../../shared/schemas/payments'
import { METHOD_LABELS } from '../../../../../shared/payment-methods'
import { PeriodSelect } from '@/components/payments/period-select'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { toast } from '@/components/ui/use-toast'
import { errorStatus, readableErrorMessage } from '@/lib/errors'
import { useCreatePayment, usePaymentInstructions } from '../api'
import { PaymentInstructions } from './payment-instructions'
import { ProofFileInput } from './proof-file-input'

type FormValues = { amount: string; method: PaymentMethod; period: string; zelleRef: string }
type Errors = Partial<Record<keyof FormValues, string>>

const EMPTY: FormValues = { amount: '', method: 'zelle', period: '', zelleRef: '' }

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** The new-payment dialog. Amount and period are required; a new payment is pending. */
export const NewPaymentDialog = ({ open, onOpenChange }: Props) => {
  const create = useCreatePayment()
  const instructions = usePaymentInstructions()
  const [values, setValues] = useState<FormValues>(EMPTY)
  const [proof, setProof] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  // A new key remounts the period select, so a reopened form starts from the current year again.
  const [formKey, setFormKey] = useState(0)

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
    setServerError(null)
  }

  const close = () => {
    setValues(EMPTY)
    setProof(null)
    setErrors({})
    setServerError(null)
    setFormKey((key) => key + 1)
    onOpenChange(false)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!values.amount.trim() || !values.period) {
      setErrors({
        ...(values.amount.trim() ? {} : { amount: 'Enter the amount you paid' }),
        ...(values.period ? {} : { period: 'Choose the month this payment is for' }),
      })
      toast({
        variant: 'destructive',
        title: 'Missing information',
        description: 'Please fill in all required fields.',
      })
      return
    }
    const fields = { ...values, zelleRef: values.method === 'zelle' ? values.zelleRef : '' }
    const parsed = CreatePaymentFieldsSchema.safeParse(fields)
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof FormValues] ??= issue.message
      setErrors(found)
      return
    }
    create.mutate(
      { ...fields, amount: values.amount.trim(), proofFile: proof ?? undefined },
      {
        onSuccess: () => {
          toast({
            title: 'Payment recorded',
            description: 'Your payment has been successfully recorded.',
          })
          close()
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to record payment. Please try again.',
          })
          // A 4xx says what to change (a proof too large, a wrong file type); show it by the form.
          const status = errorStatus(error)
          if (status && status < 500) setServerError(readableErrorMessage(error))
        },
      },
    )
  }

  const isPending = create.isPending
  const describedBy = (key: keyof FormValues, hint?: string) =>
    fieldDescriptionIds(key, { error: errors[key], hint })
  const rent = instructions.data?.monthlyRent
  const amountHint = rent ? `Your monthly rent is ${formatMoney(rent)}.` : undefined

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isPending) return
        if (next) onOpenChange(true)
        else close()
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Record a Payment</DialogTitle>
          <DialogDescription>
            Tell us about a payment you made. It shows as pending until your property manager
            confirms it.
          </DialogDescription>
        </DialogHeader>
        <form id="new-payment" onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="amount"
              label="Amount"
              error={errors.amount}
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
                  value={values.amount}
                  onChange={(event) => set('amount', event.target.value)}
                  disabled={isPending}
                  aria-invalid={errors.amount ? true : undefined}
                  aria-describedby={describedBy('amount', amountHint)}
                />
              </div>
            </Field>
            <Field
              id="method"
              label="Payment Method"
              error={errors.method}
              className="content-start"
            >
              <Select
                value={values.method}
                onValueChange={(method) => set('method', method as PaymentMethod)}
                disabled={isPending}
              >
                <SelectTrigger id="method" aria-describedby={describedBy('method')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PAYMENT_METHODS.map((method) => (
                    <SelectItem key={method} value={method}>
                      {METHOD_LABELS[method]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field
              id="period"
              label="Payment Period"
              error={errors.period}
              className="sm:col-span-2"
            >
              <PeriodSelect
                key={formKey}
                id="period"
                value={values.period}
                onChange={(period) => set('period', period)}
                disabled={isPending}
                invalid={errors.period ? true : undefined}
                describedBy={describedBy('period')}
              />
            </Field>
            {values.method === 'zelle' ? (
              <Field
                id="zelleRef"
                label="Zelle Confirmation Code"
                error={errors.zelleRef}
                className="sm:col-span-2"
              >
                <Input
                  id="zelleRef"
                  placeholder="e.g. ZL8K2M4Q"
                  autoComplete="off"
                  maxLength={64}
                  value={values.zelleRef}
                  onChange={(event) => set('zelleRef', event.target.value)}
                  disabled={isPending}
                  aria-invalid={errors.zelleRef ? true : undefined}
                  aria-describedby={describedBy('zelleRef')}
                />
              </Field>
            ) : null}
          </div>
          <PaymentInstructions
            method={values.method}
            period={values.period}
            instructions={instructions.data}
          />
          <ProofFileInput file={proof} onChange={setProof} disabled={isPending} />
          {serverError ? (
            <Alert tone="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="new-payment"
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            {isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {isPending ? 'Recording...' : 'Record Payment'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
