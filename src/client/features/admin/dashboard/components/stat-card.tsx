import type { LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

const TONES = {
  primary: 'bg-primary-soft text-primary-soft-foreground',
  sky: 'bg-sky-500/12 text-sky-700 dark:bg-sky-400/15 dark:text-sky-300',
  amber: 'bg-amber-400/18 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
  red: 'bg-red-500/10 text-red-700 dark:bg-red-400/15 dark:text-red-300',
  emerald: 'bg-emerald-500/12 text-emerald-700 dark:bg-emerald-400/15 dark:text-emerald-300',
} as const

export type StatCardProps = {
  label: string
  value: ReactNode
  hint: ReactNode
  icon: LucideIcon
  tone: keyof typeof TONES
}

export const StatCard = ({ label, value, hint, icon: Icon, tone }: StatCardProps) => {
  const labelId = useId()
  return (
    <Card role="group" aria-labelledby={labelId} className="grid content-start gap-2 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <span
          className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', TONES[tone])}
        >
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="text-xl font-semibold tracking-tight text-foreground tabular-nums sm:text-2xl">
        {value}
      </p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </Card>
  )
}
