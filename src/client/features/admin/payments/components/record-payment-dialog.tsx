import { useState } from 'react'
import { PaymentMethodSelect } from '@/components/payments/payment-method-select'
import { PeriodSelect } from '@/components/payments/period-select'
import { TenantPicker } from '@/components/pickers/tenant-picker'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormGrid } from '@/components/ui/form-grid'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import type { PickerOption } from '@/components/ui/search-picker'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useRecordPayment } from '../api'
import {
  emptyRecordPayment,
  RecordPaymentFormSchema,
  type RecordPaymentFormValues,
} from '../record-payment-form'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** A payment recorded on a tenant's behalf (cash handed over, a check in the mail). */
export const RecordPaymentDialog = ({ open, onOpenChange }: Props) => {
  const record = useRecordPayment()
  // The picked tenant's name, for the picker and the success toast; the form holds only the id.
  const [tenant, setTenant] = useState<PickerOption | null>(null)
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: RecordPaymentFormSchema,
    defaultValues: emptyRecordPayment(),
    submit: (body, { idempotencyKey }) => record.mutateAsync({ body, idempotencyKey }),
    failure: { title: 'Failed to record payment' },
    success: (_payment, body) => ({
      title: 'Payment recorded',
      description: `${tenant?.label ?? 'The tenant'}'s payment for ${body.period} is on their ledger.`,
    }),
    onSuccess: () => close(),
  })

  const close = () => {
    setTenant(null)
    form.reset(emptyRecordPayment())
    onOpenChange(false)
  }

  const choose = <Name extends keyof RecordPaymentFormValues>(
    name: Name,
    value: RecordPaymentFormValues[Name],
  ) => form.setValue(name, value as never, { shouldValidate: form.formState.isSubmitted })

  const method = form.watch('method')
  const tenantError = errorOf('tenantId')
  const amountError = errorOf('amount')
  const periodError = errorOf('period')
  const zelleError = errorOf('zelleRef')

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Record a Payment"
      description="For money you received directly. The tenant sees it in their portal."
      formId="record-payment"
      submitLabel="Record Payment"
      isPending={isPending}
      className="sm:max-w-xl"
    >
      <form id="record-payment" onSubmit={onSubmit} noValidate>
        <FormGrid>
          <Field id="tenantId" label="Tenant" error={tenantError} className="sm:col-span-2">
            <TenantPicker
              id="tenantId"
              value={form.watch('tenantId')}
              initial={tenant}
              onChange={(picked) => {
                setTenant(picked)
                choose('tenantId', picked.id)
              }}
              placeholder="Choose a tenant"
              invalid={tenantError ? true : undefined}
              describedBy={fieldDescriptionIds('tenantId', { error: tenantError })}
              disabled={isPending}
            />
          </Field>
          <Field id="record-amount" label="Amount" error={amountError} className="content-start">
            <Input
              id="record-amount"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="0.00"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={fieldDescriptionIds('record-amount', { error: amountError })}
              disabled={isPending}
              {...form.register('amount')}
            />
          </Field>
          <Field id="record-method" label="Method" className="content-start">
            <PaymentMethodSelect
              id="record-method"
              value={method}
              onChange={(value) => choose('method', value)}
              disabled={isPending}
            />
          </Field>
          <Field id="record-period" label="Period" error={periodError} className="sm:col-span-2">
            <PeriodSelect
              id="record-period"
              value={form.watch('period')}
              onChange={(period) => choose('period', period)}
              disabled={isPending}
              invalid={periodError ? true : undefined}
              describedBy={fieldDescriptionIds('record-period', { error: periodError })}
            />
          </Field>
          {method === 'zelle' ? (
            <Field id="record-zelle" label="Zelle Confirmation Code" error={zelleError}>
              <Input
                id="record-zelle"
                maxLength={64}
                autoComplete="off"
                disabled={isPending}
                aria-invalid={zelleError ? true : undefined}
                aria-describedby={fieldDescriptionIds('record-zelle', { error: zelleError })}
                {...form.register('zelleRef')}
              />
            </Field>
          ) : null}
          <Field id="record-status" label="Status">
            <Select
              value={form.watch('status')}
              onValueChange={(status) =>
                choose('status', status as RecordPaymentFormValues['status'])
              }
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
    </FormDialog>
  )
}
