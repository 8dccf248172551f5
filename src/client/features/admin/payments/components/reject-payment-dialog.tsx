import { LoaderCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { AdminPayment } from '../../../../../shared/schemas/payments'
import { formatMoney } from '../../../../../shared/money'
import { Button } from '../../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Textarea } from '../../../../components/ui/textarea'
import { toast } from '../../../../components/ui/use-toast'
import { fieldErrors, readableErrorMessage } from '../../../../lib/errors'
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
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()

  const close = () => {
    setReason('')
    setError(undefined)
    onOpenChange(false)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!payment) return
    if (!reason.trim()) {
      setError('Give the reason for the rejection; the tenant will see it')
      return
    }
    update.mutate(
      { id: payment.id, status: 'rejected', reason: reason.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Payment rejected',
            description: `${payment.tenant.firstName} ${payment.tenant.lastName} will see your reason.`,
          })
          close()
        },
        onError: (failure) => {
          const fields = fieldErrors(failure)
          if (fields.reason) setError(fields.reason)
          toast({
            variant: 'destructive',
            title: 'Failed to update payment',
            description: readableErrorMessage(failure),
          })
        },
      },
    )
  }

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(next) => (!next && !update.isPending ? close() : undefined)}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject Payment</DialogTitle>
          <DialogDescription>
            {payment
              ? `${formatMoney(payment.amount)} from ${payment.tenant.firstName} ${payment.tenant.lastName} for ${payment.period}. It will not count toward their balance.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form id="reject-payment" onSubmit={onSubmit} noValidate className="grid gap-3">
          <Field id="reject-reason" label="Reason (shown to the tenant)" error={error}>
            <Textarea
              id="reject-reason"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value)
                setError(undefined)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'reject-reason-error' : undefined}
              disabled={update.isPending}
            />
          </Field>
          <div className="flex flex-wrap gap-2" aria-label="Common reasons">
            {REASONS.map((text) => (
              <Button
                key={text}
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => setReason(text)}
                disabled={update.isPending}
              >
                {text}
              </Button>
            ))}
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="reject-payment"
            variant="destructive"
            disabled={update.isPending}
          >
            {update.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            Reject Payment
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
