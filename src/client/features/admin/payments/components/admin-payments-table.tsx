import { Check, Paperclip, X } from 'lucide-react'
import type { AdminPayment } from '../../../../../shared/schemas/payments'
import { formatMoney } from '../../../../../shared/money'
import { METHOD_LABELS } from '../../../../../shared/payment-methods'
import { PaymentStatusBadge } from '@/components/payments/payment-status-badge'
import { Button } from '@/components/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatDate } from '@/lib/format-date'

type Props = {
  payments: AdminPayment[]
  onOpen: (payment: AdminPayment) => void
  onConfirm: (payment: AdminPayment) => void
  onReject: (payment: AdminPayment) => void
  confirmingId: string | null
}

const tenantName = (payment: AdminPayment) =>
  `${payment.tenant.firstName} ${payment.tenant.lastName}`

/** The tenant's name opens the payment's details: one keyboard stop per row, no extra column. */
const TenantCell = ({
  payment,
  onOpen,
}: {
  payment: AdminPayment
  onOpen: (payment: AdminPayment) => void
}) => (
  <div className="grid min-w-32">
    <button
      type="button"
      onClick={() => onOpen(payment)}
      className="w-fit max-w-full cursor-pointer truncate text-left font-medium text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:underline focus-visible:outline-none"
      aria-label={`Details of ${tenantName(payment)}, ${formatMoney(payment.amount)} for ${payment.period}`}
    >
      {tenantName(payment)}
    </button>
    <span className="truncate text-xs text-muted-foreground">
      {[payment.tenant.unit ? `Unit ${payment.tenant.unit}` : null, payment.tenant.propertyName]
        .filter(Boolean)
        .join(' · ') || '—'}
    </span>
  </div>
)

const Actions = ({
  payment,
  onConfirm,
  onReject,
  confirmingId,
}: Omit<Props, 'payments' | 'onOpen'> & { payment: AdminPayment }) => {
  if (payment.status !== 'pending') return null
  const label = `${tenantName(payment)}, ${formatMoney(payment.amount)} for ${payment.period}`
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        onClick={() => onConfirm(payment)}
        disabled={confirmingId === payment.id}
        aria-label={`Confirm ${label}`}
      >
        <Check className="size-4" aria-hidden />
        Confirm
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onReject(payment)}
        aria-label={`Reject ${label}`}
      >
        <X className="size-4" aria-hidden />
        Reject
      </Button>
    </div>
  )
}

const Status = ({ payment }: { payment: AdminPayment }) => (
  <div className="grid justify-items-start gap-1">
    <PaymentStatusBadge status={payment.status} />
    {payment.status === 'rejected' && payment.rejectionReason ? (
      <span
        className="max-w-40 truncate text-xs text-red-700 dark:text-red-300"
        title={payment.rejectionReason}
      >
        {payment.rejectionReason}
      </span>
    ) : null}
  </div>
)

/** Every payment with its tenant; pending ones can be confirmed or rejected right in the row, any opened by its tenant's name. */
export const AdminPaymentsTable = ({ payments, onOpen, ...actions }: Props) => (
  <>
    <div className="hidden lg:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-6">Date</TableHead>
            <TableHead>Tenant</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Method</TableHead>
            <TableHead>Period</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="pr-6 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell className="pl-6 whitespace-nowrap">
                {formatDate(payment.createdAt)}
              </TableCell>
              <TableCell className="max-w-52">
                <TenantCell payment={payment} onOpen={onOpen} />
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {formatMoney(payment.amount)}
              </TableCell>
              <TableCell>
                <span className="inline-flex items-center gap-1.5">
                  {METHOD_LABELS[payment.method]}
                  {payment.proofFile ? (
                    <Paperclip
                      className="size-3.5 text-muted-foreground"
                      aria-label="Proof attached"
                    />
                  ) : null}
                </span>
                {payment.zelleRef ? (
                  <span className="block font-mono text-xs text-muted-foreground">
                    {payment.zelleRef}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">{payment.period}</TableCell>
              <TableCell>
                <Status payment={payment} />
              </TableCell>
              <TableCell className="pr-6">
                <Actions payment={payment} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
    <ul className="divide-y divide-border lg:hidden">
      {payments.map((payment) => (
        <li key={payment.id} className="grid gap-3 px-4 py-4 sm:px-6">
          <div className="flex items-start justify-between gap-3">
            <TenantCell payment={payment} onOpen={onOpen} />
            <span className="font-semibold tabular-nums">{formatMoney(payment.amount)}</span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              {payment.period} · {METHOD_LABELS[payment.method]} · {formatDate(payment.createdAt)}
            </span>
            <Status payment={payment} />
          </div>
          <Actions payment={payment} {...actions} />
        </li>
      ))}
    </ul>
  </>
)
