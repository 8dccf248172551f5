import { LoaderCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import {
  RecordPaymentBodySchema,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../../shared/schemas/payments'
import { METHOD_LABELS } from '../../../../../shared/payment-methods'
import { currentPeriod } from '@/components/payments/period'
import { PeriodSelect } from '@/components/payments/period-select'
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
import { FormGrid } from '@/components/ui/form-grid'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { toast } from '@/components/ui/use-toast'
import { TenantPicker } from '@/components/pickers/tenant-picker'
import type { PickerOption } from '@/components/ui/search-picker'
import { fieldErrors, readableErrorMessage } from '@/lib/errors'
import { useRecordPayment } from '../api'

type FormValues = {
  amount: string
  method: PaymentMethod
  period: string
  status: 'confirmed' | 'pending'
  zelleRef: string
}
type Errors = Partial<Record<keyof FormValues | 'tenantId', string>>

const initialValues = (): FormValues => ({
  amount: '',
  method: 'cash',
  period: currentPeriod(),
  status: 'confirmed',
  zelleRef: '',
})

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** A payment recorded on a tenant's behalf (cash handed over, a check in the mail). */
export const RecordPaymentDialog = ({ open, onOpenChange }: Props) => {
  const record = useRecordPayment()
  const [tenant, setTenant] = useState<PickerOption | null>(null)
  const [values, setValues] = useState<FormValues>(initialValues)
  const [errors, setErrors] = useState<Errors>({})
  const [formKey, setFormKey] = useState(0)

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const close = () => {
    setTenant(null)
    setValues(initialValues())
    setErrors({})
    setFormKey((key) => key + 1)
    onOpenChange(false)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const body = {
      tenantId: tenant?.id ?? '',
      amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
      method: values.method,
      period: values.period,
      status: values.status,
      ...(values.method === 'zelle' && values.zelleRef.trim()
        ? { zelleRef: values.zelleRef.trim() }
        : {}),
    }
    const parsed = RecordPaymentBodySchema.safeParse(body)
    if (!parsed.success || !tenant) {
      const found: Errors = tenant ? {} : { tenantId: 'Choose the tenant who paid' }
      for (const issue of parsed.error?.issues ?? [])
        found[issue.path[0] as keyof Errors] ??= issue.message
      setErrors(found)
      return
    }
    record.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Payment recorded',
          description: `${tenant.label}'s payment for ${values.period} is on their ledger.`,
        })
        close()
      },
      onError: (error) => {
        setErrors(fieldErrors(error))
        toast({
          variant: 'destructive',
          title: 'Failed to record payment',
          description: readableErrorMessage(error),
        })
      },
    })
  }

  const isPending = record.isPending
  const describedBy = (key: keyof Errors) => fieldDescriptionIds(key, { error: errors[key] })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : !isPending && close())}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Record a Payment</DialogTitle>
          <DialogDescription>
            For money you received directly. The tenant sees it in their portal.
          </DialogDescription>
        </DialogHeader>
        <form id="record-payment" onSubmit={onSubmit} noValidate>
          <FormGrid>
            <Field id="tenantId" label="Tenant" error={errors.tenantId} className="sm:col-span-2">
              <TenantPicker
                id="tenantId"
                value={tenant?.id ?? ''}
                initial={tenant}
                onChange={(picked) => {
                  setTenant(picked)
                  setErrors((current) => ({ ...current, tenantId: undefined }))
                }}
                placeholder="Choose a tenant"
                invalid={errors.tenantId ? true : undefined}
                describedBy={describedBy('tenantId')}
                disabled={isPending}
              />
            </Field>
            <Field
              id="record-amount"
              label="Amount"
              error={errors.amount}
              className="content-start"
            >
              <Input
                id="record-amount"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                placeholder="0.00"
                value={values.amount}
                onChange={(event) => set('amount', event.target.value)}
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={fieldDescriptionIds('record-amount', { error: errors.amount })}
                disabled={isPending}
              />
            </Field>
            <Field id="record-method" label="Method" className="content-start">
              <Select
                value={values.method}
                onValueChange={(method) => set('method', method as PaymentMethod)}
                disabled={isPending}
              >
                <SelectTrigger id="record-method">
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
              id="record-period"
              label="Period"
              error={errors.period}
              className="sm:col-span-2"
            >
              <PeriodSelect
                key={formKey}
                id="record-period"
                value={values.period}
                onChange={(period) => set('period', period)}
                disabled={isPending}
                invalid={errors.period ? true : undefined}
              />
            </Field>
            {values.method === 'zelle' ? (
              <Field id="record-zelle" label="Zelle Confirmation Code" error={errors.zelleRef}>
                <Input
                  id="record-zelle"
                  maxLength={64}
                  autoComplete="off"
                  value={values.zelleRef}
                  onChange={(event) => set('zelleRef', event.target.value)}
                  disabled={isPending}
                />
              </Field>
            ) : null}
            <Field id="record-status" label="Status">
              <Select
                value={values.status}
                onValueChange={(status) => set('status', status as FormValues['status'])}
                disabled={isPending}
              >
                <SelectTrigger id="record-status">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="confirmed">Confirmed (received)</SelectItem>
                  <SelectItem value="pending">Pending (not yet cleared)</SelectItem>
                </SelectContent>
              </Select>
            </Field>
          </FormGrid>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form="record-payment" disabled={isPending}>
            {isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            Record Payment
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
