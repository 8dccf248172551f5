import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn(
      'rounded-xl border border-border bg-card text-card-foreground shadow-xs',
      className,
    )}
    {...props}
  />
)

export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('grid gap-1.5 p-6 pb-4', className)} {...props} />
)

/** An h2: cards are the sections under a page's h1, and headings must not skip a level. */
export const CardTitle = ({ className, ...props }: ComponentProps<'h2'>) => (
  <h2 className={cn('text-base leading-tight font-semibold', className)} {...props} />
)

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-muted-foreground', className)} {...props} />
)

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('px-6 pb-6', className)} {...props} />
)

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex items-center gap-3 px-6 pb-6', className)} {...props} />
)
