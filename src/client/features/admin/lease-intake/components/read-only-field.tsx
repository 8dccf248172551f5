import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A value read from the lease that the review shows but does not edit; blanks say so. */
export const ReadOnlyField = ({
  label,
  value,
  aside,
  className,
}: {
  label: string
  value: ReactNode
  /** Beside the label: how sure the reading is and where it came from. */
  aside?: ReactNode
  className?: string
}) => (
  <div className={cn('grid content-start gap-1', className)}>
    <div className="flex items-center justify-between gap-2">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      {aside}
    </div>
    <dd
      className={cn(
        'text-sm break-words',
        value ? 'text-foreground' : 'text-muted-foreground italic',
      )}
    >
      {value || 'Not found in the document'}
    </dd>
  </div>
)
