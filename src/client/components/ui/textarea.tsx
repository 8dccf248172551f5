import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const textareaClassName = cn(
  'flex min-h-24 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors sm:text-sm',
  'field-sizing-content resize-y placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
  'disabled:cursor-not-allowed disabled:opacity-50',
)

export const Textarea = ({ className, rows = 4, ...props }: ComponentProps<'textarea'>) => (
  <textarea rows={rows} className={cn(textareaClassName, className)} {...props} />
)
