import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const tones = {
  info: {
    className:
      'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-400/25 dark:bg-sky-400/10 dark:text-sky-100 [&>svg]:text-sky-600 dark:[&>svg]:text-sky-300',
    icon: Info,
  },
  success: {
    className:
      'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-400/25 dark:bg-emerald-400/10 dark:text-emerald-100 [&>svg]:text-emerald-600 dark:[&>svg]:text-emerald-300',
    icon: CircleCheck,
  },
  warning: {
    className:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-300',
    icon: TriangleAlert,
  },
  destructive: {
    className:
      'border-red-200 bg-red-50 text-red-900 dark:border-red-400/25 dark:bg-red-400/10 dark:text-red-100 [&>svg]:text-red-600 dark:[&>svg]:text-red-300',
    icon: CircleAlert,
  },
} as const

export type AlertTone = keyof typeof tones

export type AlertProps = ComponentProps<'div'> & {
  tone?: AlertTone
  /** Replaces the tone's icon; null shows none. */
  icon?: LucideIcon | null
}

/** A message inside the page; only destructive ones interrupt a screen reader (role="alert"). */
export const Alert = ({ tone = 'info', icon, className, children, ...props }: AlertProps) => {
  const Icon = icon === undefined ? tones[tone].icon : icon
  return (
    <div
      role={tone === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'grid gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm',
        Icon ? 'grid-cols-[1rem_1fr] [&>svg]:mt-0.5 [&>svg]:size-4' : 'grid-cols-1',
        tones[tone].className,
        className,
      )}
      {...props}
    >
      {Icon ? <Icon aria-hidden /> : null}
      <div className="grid min-w-0 gap-1">{children}</div>
    </div>
  )
}

export const AlertTitle = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('leading-5 font-semibold', className)} {...props} />
)

export const AlertDescription = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('leading-5 opacity-90', className)} {...props} />
)
