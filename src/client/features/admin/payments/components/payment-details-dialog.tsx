import { BookOpen, Check, Download, ExternalLink, FileText, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { AdminPayment } from '../../../../../shared/schemas/payments'
import { formatMoney } from '../../../../../shared/money'
import { METHOD_LABELS } from '../../../../../shared/payment-methods'
import { PaymentStatusBadge } from '@/components/payments/payment-status-badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatDateTime } from '@/lib/format-date'

type Props = {
  payment: AdminPayment | null
  onOpenChange: (open: boolean) => void
  onConfirm: (payment: AdminPayment) => void
  onReject: (payment: AdminPayment) => void
  onReceipt: (payment: AdminPayment) => void
  onLedger: (payment: AdminPayment) => void
  isConfirming: boolean
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[9rem_1fr] gap-3 py-2 text-sm">
    <dt className="text-muted-foreground">{label}</dt>
    <dd className="min-w-0 break-words text-foreground">{children}</dd>
  </div>
)

/**
 * The proof as the tenant sent it, offered once: an image inline, anything else (a PDF) as a
 * card; either opens the file in a new tab.
 */
const ProofPreview = ({ url }: { url: string }) => {
  const [isImage, setIsImage] = useState(true)
  return (
    <div className="grid gap-2">
      {isImage ? (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="block overflow-hidden rounded-lg border border-border bg-muted"
        >
          <img
            src={url}
            alt="Proof of payment"
            className="max-h-72 w-full object-contain"
            onError={() => setIsImage(false)}
          />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="flex items-center gap-3 rounded-lg border border-border px-3 py-3 text-sm hover:bg-accent"
        >
          <FileText className="size-5 text-muted-foreground" aria-hidden />
          <span className="flex-1 font-medium">Proof of payment (PDF)</span>
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink className="size-4 text-muted-foreground" aria-hidden />
        </a>
      )}
    </div>
  )
}

export const PaymentDetailsDialog = ({
  payment,
  onOpenChange,
  onConfirm,
  onReject,
  onReceipt,
  onLedger,
  isConfirming,
}: Props) => (
  <Dialog open={payment !== null} onOpenChange={onOpenChange}>
    <DialogContent className="sm:max-w-xl">
      {payment ? (
        <>
          <DialogHeader>
            <DialogTitle>
              Payment from {`${payment.tenant.firstName} ${payment.tenant.lastName}`}
            </DialogTitle>
            <DialogDescription>
              {[
                payment.tenant.unit ? `Unit ${payment.tenant.unit}` : null,
                payment.tenant.propertyName,
              ]
                .filter(Boolean)
                .join(' · ') || 'No unit assigned'}
            </DialogDescription>
          </DialogHeader>
          <div className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-4 py-3">
            <span className="text-2xl font-semibold tabular-nums">
              {formatMoney(payment.amount)}
            </span>
            <PaymentStatusBadge status={payment.status} />
          </div>
          <dl className="divide-y divide-border">
            <Row label="Period">{payment.period}</Row>
            <Row label="Method">{METHOD_LABELS[payment.method]}</Row>
            {payment.zelleRef ? (
              <Row label="Zelle code">
                <span className="font-mono">{payment.zelleRef}</span>
              </Row>
            ) : null}
            <Row label="Recorded">
              {formatDateTime(payment.createdAt)} by{' '}
              {payment.recordedByAdmin ? 'an admin' : 'the tenant'}
            </Row>
            {payment.confirmedAt && payment.status === 'confirmed' ? (
              <Row label="Confirmed">{formatDateTime(payment.confirmedAt)}</Row>
            ) : null}
            {payment.status === 'rejected' && payment.rejectionReason ? (
              <Row label="Rejection reason">
                <span className="text-red-700 dark:text-red-300">{payment.rejectionReason}</span>
              </Row>
            ) : null}
          </dl>
          {payment.proofFile ? (
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">Proof of payment</h3>
              <ProofPreview url={payment.proofFile} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No proof of payment was attached.</p>
          )}
          <DialogFooter className="flex-wrap">
            <Button variant="outline" onClick={() => onLedger(payment)}>
              <BookOpen className="size-4" aria-hidden />
              Tenant ledger
            </Button>
            <Button variant="outline" onClick={() => onReceipt(payment)}>
              <Download className="size-4" aria-hidden />
              Receipt
            </Button>
            {payment.status !== 'rejected' ? (
              <Button variant="destructive" onClick={() => onReject(payment)}>
                <X className="size-4" aria-hidden />
                Reject
              </Button>
            ) : null}
            {payment.status !== 'confirmed' ? (
              <Button onClick={() => onConfirm(payment)} disabled={isConfirming}>
                <Check className="size-4" aria-hidden />
                Confirm
              </Button>
            ) : null}
          </DialogFooter>
        </>
      ) : null}
    </DialogContent>
  </Dialog>
)
