import { Download, Mail, Paperclip } from 'lucide-react'
import type { Payment } from '../../../../../shared/schemas/payments'
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

type Actions = {
  onReceipt: (payment: Payment) => void
  onEmail: (payment: Payment) => void
  /** The payment whose receipt is being fetched or mailed, to show the button busy. */
  busyId: string | null
}

const MethodCell = ({ payment }: { payment: Payment }) => (
  <div className="grid gap-0.5">
    <span>{METHOD_LABELS[payment.method]}</span>
    {payment.zelleRef ? (
      <span className="font-mono text-xs text-muted-foreground">{payment.zelleRef}</span>
    ) : null}
    {payment.proofFile ? (
      <a
        href={payment.proofFile}
        target="_blank"
        rel="noreferrer"
        className="inline-flex w-fit items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
      >
        <Paperclip className="size-3" aria-hidden />
        View proof
      </a>
    ) : null}
  </div>
)

const StatusCell = ({ payment }: { payment: Payment }) => (
  <div className="grid justify-items-start gap-1">
    <PaymentStatusBadge status={payment.status} />
    {payment.status === 'rejected' && payment.rejectionReason ? (
      <span className="max-w-56 text-xs text-red-700 dark:text-red-300">
        {payment.rejectionReason}
      </span>
    ) : null}
  </div>
)

const ActionButtons = ({ payment, onReceipt, onEmail, busyId }: Actions & { payment: Payment }) => {
  const label = `${formatMoney(payment.amount)} for ${payment.period}`
  const isBusy = busyId === payment.id
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onReceipt(payment)}
        disabled={isBusy}
        aria-label={`Receipt for ${label}`}
      >
        <Download className="size-4" aria-hidden />
        Receipt
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onEmail(payment)}
        disabled={isBusy}
        aria-label={`Email receipt for ${label}`}
      >
        <Mail className="size-4" aria-hidden />
        Email
      </Button>
    </div>
  )
}

/** The history table (Date, Amount, Method, Period, Status, Actions); a card list below md. */
export const PaymentHistory = ({ payments, ...actions }: Actions & { payments: Payment[] }) => (
  <>
    <div className="hidden md:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-6">Date</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Method</TableHead>
            <TableHead>Period</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="pr-6">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell className="pl-6 whitespace-nowrap">
                {formatDate(payment.createdAt)}
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {formatMoney(payment.amount)}
              </TableCell>
              <TableCell>
                <MethodCell payment={payment} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{payment.period}</TableCell>
              <TableCell>
                <StatusCell payment={payment} />
              </TableCell>
              <TableCell className="pr-6">
                <ActionButtons payment={payment} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
    <ul className="divide-y divide-border md:hidden">
      {payments.map((payment) => (
        <li key={payment.id} className="grid gap-3 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-0.5">
              <span className="font-semibold text-foreground tabular-nums">
                {formatMoney(payment.amount)}
              </span>
              <span className="text-sm text-muted-foreground">
                {payment.period} · {formatDate(payment.createdAt)}
              </span>
            </div>
            <StatusCell payment={payment} />
          </div>
          <div className="text-sm">
            <MethodCell payment={payment} />
          </div>
          <ActionButtons payment={payment} {...actions} />
        </li>
      ))}
    </ul>
  </>
)
