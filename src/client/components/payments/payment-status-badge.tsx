import { CircleCheck, Clock, CircleX } from 'lucide-react'
import type { PaymentStatus } from '../../../shared/schemas/payments'
import { Badge, type BadgeTone } from '@/components/ui/badge'

/** Confirmed green, pending yellow; rejected red. The icon repeats what the colour says. */
const LOOK: Record<PaymentStatus, { tone: BadgeTone; icon: typeof Clock; label: string }> = {
  confirmed: { tone: 'success', icon: CircleCheck, label: 'Confirmed' },
  pending: { tone: 'warning', icon: Clock, label: 'Pending' },
  rejected: { tone: 'danger', icon: CircleX, label: 'Rejected' },
}

export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => {
  const { tone, icon: Icon, label } = LOOK[status]
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {label}
    </Badge>
  )
}
