import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A value read from the lease that the review shows but does not edit; blanks say so. */
export const ReadOnlyField = ({
  label,
  value,
  className,
}: {
  label: string
  value: ReactNode
  className?: string
}) => (
  <div className={cn('grid content-start gap-1', className)}>
    <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
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
