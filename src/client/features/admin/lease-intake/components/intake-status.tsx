import {
  CircleCheck,
  CircleX,
  Clock,
  FileSearch,
  LoaderCircle,
  type LucideIcon,
} from 'lucide-react'
import type { IntakeStatus } from '../../../../../shared/schemas/lease-intake'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

type StatusMeta = { label: string; tone: BadgeTone; icon: LucideIcon; iconClass: string }

const STATUS: Record<IntakeStatus, StatusMeta> = {
  uploaded: { label: 'Uploaded', tone: 'neutral', icon: Clock, iconClass: 'text-muted-foreground' },
  processing: {
    label: 'Processing',
    tone: 'info',
    icon: LoaderCircle,
    iconClass: 'animate-spin text-sky-600 motion-reduce:animate-none dark:text-sky-400',
  },
  extracted: { label: 'Extracted', tone: 'primary', icon: FileSearch, iconClass: 'text-primary' },
  failed: {
    label: 'Failed',
    tone: 'danger',
    icon: CircleX,
    iconClass: 'text-red-600 dark:text-red-400',
  },
  finalized: {
    label: 'Finalized',
    tone: 'success',
    icon: CircleCheck,
    iconClass: 'text-emerald-600 dark:text-emerald-400',
  },
}

/** The status icon of the history list. */
export const IntakeStatusIcon = ({
  status,
  className,
}: {
  status: IntakeStatus
  className?: string
}) => {
  const { icon: Icon, iconClass } = STATUS[status]
  return <Icon className={cn('size-5 shrink-0', iconClass, className)} aria-hidden />
}

export const IntakeStatusBadge = ({ status }: { status: IntakeStatus }) => (
  <Badge tone={STATUS[status].tone} size="sm">
    {STATUS[status].label}
  </Badge>
)
