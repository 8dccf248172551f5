import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Soft tinted backgrounds work on both card colours; text steps to the 300 shade in dark mode. */
const tones = {
  neutral: 'bg-muted text-muted-foreground ring-border',
  primary: 'bg-primary-soft text-primary-soft-foreground ring-primary/20',
  success:
    'bg-emerald-500/12 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-400/15 dark:text-emerald-300 dark:ring-emerald-400/25',
  warning:
    'bg-amber-400/18 text-amber-800 ring-amber-600/25 dark:bg-amber-400/15 dark:text-amber-300 dark:ring-amber-400/25',
  danger:
    'bg-red-500/10 text-red-700 ring-red-600/20 dark:bg-red-400/15 dark:text-red-300 dark:ring-red-400/25',
  info: 'bg-sky-500/12 text-sky-700 ring-sky-600/20 dark:bg-sky-400/15 dark:text-sky-300 dark:ring-sky-400/25',
  violet:
    'bg-violet-500/10 text-violet-700 ring-violet-600/20 dark:bg-violet-400/15 dark:text-violet-300 dark:ring-violet-400/25',
} as const

const sizes = {
  sm: 'h-5 gap-1 px-1.5 text-[0.6875rem] [&_svg]:size-3',
  md: 'h-6 gap-1.5 px-2 text-xs [&_svg]:size-3.5',
} as const

export type BadgeTone = keyof typeof tones
export type BadgeSize = keyof typeof sizes

export type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone; size?: BadgeSize }

/** A short status word (Active, Pending, Overdue …); colour never carries the meaning alone. */
export const Badge = ({ tone = 'neutral', size = 'md', className, ...props }: BadgeProps) => (
  <span
    className={cn(
      'inline-flex w-fit shrink-0 items-center rounded-full font-medium whitespace-nowrap ring-1 ring-inset [&_svg]:shrink-0',
      tones[tone],
      sizes[size],
      className,
    )}
    {...props}
  />
)
