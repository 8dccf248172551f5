import { Progress as ProgressPrimitive } from 'radix-ui'
import { cn } from '@/lib/cn'

export type ProgressProps = {
  /** 0–100; null shows an indeterminate bar (work under way, amount unknown). */
  value: number | null
  /** What is progressing, read by screen readers (for example 'Uploading lease'). */
  label: string
  className?: string
}

export const Progress = ({ value, label, className }: ProgressProps) => {
  const percent = value === null ? null : Math.min(100, Math.max(0, value))
  return (
    <ProgressPrimitive.Root
      value={percent}
      max={100}
      aria-label={label}
      getValueLabel={(current) => `${Math.round(current)}%`}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full rounded-full bg-primary',
          percent === null
            ? 'w-1/3 animate-[progress_1.4s_ease-in-out_infinite] motion-reduce:animate-none'
            : 'w-full transition-transform duration-300',
        )}
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  )
}
