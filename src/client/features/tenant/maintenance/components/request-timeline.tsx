import { CircleCheck, CircleDot, MessageSquareText, RefreshCw, type LucideIcon } from 'lucide-react'
import { statusLabel, type TimelineEntry } from '../../../../../shared/schemas/maintenance'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format-date'

const LOOK: Record<TimelineEntry['kind'], { icon: LucideIcon; className: string }> = {
  submitted: { icon: CircleDot, className: 'bg-sky-500/12 text-sky-700 dark:text-sky-300' },
  status_changed: {
    icon: RefreshCw,
    className: 'bg-violet-500/12 text-violet-700 dark:text-violet-300',
  },
  note: { icon: MessageSquareText, className: 'bg-primary-soft text-primary-soft-foreground' },
  completed: {
    icon: CircleCheck,
    className: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
  },
}

const titleOf = (entry: TimelineEntry) => {
  switch (entry.kind) {
    case 'submitted':
      return 'Request submitted'
    case 'status_changed':
      return `Status changed to ${statusLabel(entry.toStatus)}`
    case 'note':
      return 'Update from your property manager'
    case 'completed':
      return 'Request completed'
  }
}

/** Submitted, each status change, the notes meant for the tenant, and completion, oldest first. */
export const RequestTimeline = ({ entries }: { entries: TimelineEntry[] }) => (
  <ol className="grid">
    {entries.map((entry, i) => {
      const { icon: Icon, className } = LOOK[entry.kind]
      const isLast = i === entries.length - 1
      return (
        <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
          {isLast ? null : (
            <span className="absolute top-8 bottom-0 left-[15px] w-px bg-border" aria-hidden />
          )}
          <span
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full',
              className,
            )}
            aria-hidden
          >
            <Icon className="size-4" />
          </span>
          <div className="grid min-w-0 gap-1 pt-1">
            <p className="text-sm font-medium text-foreground">{titleOf(entry)}</p>
            <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(entry.createdAt)}
            </time>
            {entry.kind === 'note' ? (
              <p className="mt-1 rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-line text-foreground">
                {entry.note}
              </p>
            ) : null}
          </div>
        </li>
      )
    })}
  </ol>
)
