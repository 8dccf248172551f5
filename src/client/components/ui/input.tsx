import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const inputClassName = cn(
  'flex h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors sm:text-sm',
  'placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
  'disabled:cursor-not-allowed disabled:opacity-50',
)

export const Input = ({ className, type = 'text', ...props }: ComponentProps<'input'>) => (
  <input type={type} className={cn(inputClassName, className)} {...props} />
)
