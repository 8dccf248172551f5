import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type PageHeaderProps = {
  title: string
  description?: ReactNode
  /** Pages inside a shell whose header already holds the h1 use level 2. */
  level?: 1 | 2
  actions?: ReactNode
  className?: string
}

export const PageHeader = ({
  title,
  description,
  level = 1,
  actions,
  className,
}: PageHeaderProps) => {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={cn('flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="grid gap-1">
        <Heading className="text-2xl font-semibold tracking-tight text-foreground">{title}</Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  )
}
