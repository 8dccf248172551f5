import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type EmptyStateProps = {
  icon: LucideIcon
  title: ReactNode
  description: ReactNode
  /** Usually the one button that fills the empty list. */
  action?: ReactNode
  className?: string
}

/** What a list shows when it has nothing in it yet, or when a search matched nothing. */
export const EmptyState = ({
  icon: Icon,
  title,
  description,
  action,
  className,
}: EmptyStateProps) => (
  <div
    className={cn(
      'flex flex-col items-center justify-center px-6 py-12 text-center text-balance',
      className,
    )}
  >
    <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
      <Icon className="size-6" aria-hidden />
    </div>
    <h3 className="text-base font-semibold text-foreground">{title}</h3>
    <p className="mt-1 max-w-sm text-sm text-muted-foreground">{description}</p>
    {action ? <div className="mt-5">{action}</div> : null}
  </div>
)
