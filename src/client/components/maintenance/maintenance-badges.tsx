import { CalendarClock, CircleCheck, CircleDot, Wrench } from 'lucide-react'
import {
  statusLabel,
  type MaintenanceStatus,
  type Urgency,
} from '../../../shared/schemas/maintenance'
import { Badge, type BadgeTone } from '@/components/ui/badge'

const sentenceCase = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

const STATUS_LOOK: Record<MaintenanceStatus, { tone: BadgeTone; icon: typeof Wrench }> = {
  submitted: { tone: 'info', icon: CircleDot },
  scheduled: { tone: 'violet', icon: CalendarClock },
  in_progress: { tone: 'warning', icon: Wrench },
  completed: { tone: 'success', icon: CircleCheck },
}

/** The status word with underscores shown as spaces; the icon repeats what the colour says. */
export const MaintenanceStatusBadge = ({
  status,
  className,
}: {
  status: MaintenanceStatus
  className?: string
}) => {
  const { tone, icon: Icon } = STATUS_LOOK[status]
  return (
    <Badge tone={tone} className={className}>
      <Icon aria-hidden />
      {sentenceCase(statusLabel(status))}
    </Badge>
  )
}

const URGENCY_TONE: Record<Urgency, BadgeTone> = {
  low: 'neutral',
  medium: 'primary',
  high: 'danger',
}

/** '{urgency} priority'. */
export const UrgencyBadge = ({ urgency, className }: { urgency: Urgency; className?: string }) => (
  <Badge tone={URGENCY_TONE[urgency]} className={className}>
    {sentenceCase(`${urgency} priority`)}
  </Badge>
)
