import { UpdatePaymentBodySchema, type AdminPayment } from '../../../../../shared/schemas/payments'
import { formatMoney } from '../../../../../shared/money'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useUpdatePaymentStatus } from '../api'

const REASONS = [
  'Check returned by bank (NSF)',
  'Payment not received',
  'Amount does not match',
  'Duplicate entry',
]

type Props = { payment: AdminPayment | null; onOpenChange: (open: boolean) => void }

/** Rejecting needs a reason: the tenant reads it beside the red badge and in their notification. */
export const RejectPaymentDialog = ({ payment, onOpenChange }: Props) => {
  const update = useUpdatePaymentStatus()
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: UpdatePaymentBodySchema,
    defaultValues: { status: 'rejected', reason: '' },
    submit: (body) =>
      payment ? update.mutateAsync({ id: payment.id, ...body }) : Promise.resolve(null),
    failure: { title: 'Failed to update payment' },
    success: () => ({
      title: 'Payment rejected',
      description: payment
        ? `${payment.tenant.firstName} ${payment.tenant.lastName} will see your reason.`
        : undefined,
    }),
    onSuccess: () => close(),
  })
  const error = errorOf('reason')

  const close = () => {
    form.reset()
    onOpenChange(false)
  }

  return (
    <FormDialog
      open={payment !== null}
      onClose={close}
      title="Reject Payment"
      description={
        payment
          ? `${formatMoney(payment.amount)} from ${payment.tenant.firstName} ${payment.tenant.lastName} for ${payment.period}. It will not count toward their balance.`
          : null
      }
      formId="reject-payment"
      submitLabel="Reject Payment"
      submitVariant="destructive"
      isPending={isPending}
    >
      <form id="reject-payment" onSubmit={onSubmit} noValidate className="grid gap-3">
        <Field id="reject-reason" label="Reason (shown to the tenant)" error={error}>
          <Textarea
            id="reject-reason"
            rows={3}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reject-reason-error' : undefined}
            disabled={isPending}
            {...form.register('reason')}
          />
        </Field>
        <div className="flex flex-wrap gap-2" aria-label="Common reasons">
          {REASONS.map((text) => (
            <Button
              key={text}
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => form.setValue('reason', text, { shouldValidate: true })}
              disabled={isPending}
            >
              {text}
            </Button>
          ))}
        </div>
      </form>
    </FormDialog>
  )
}
