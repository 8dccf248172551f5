import { cn } from '@/lib/cn'

/** 'N of M units leased' with a bar; the bar is capped at full, the count is not. */
export const OccupancyMeter = ({
  occupied,
  total,
  rate,
  className,
}: {
  occupied: number
  total: number
  rate: number
  className?: string
}) => (
  <div className={cn('grid gap-1.5', className)}>
    <div className="flex items-baseline justify-between gap-2 text-xs">
      <span className="text-muted-foreground">
        {occupied} of {total} {total === 1 ? 'unit' : 'units'} leased
      </span>
      <span className="font-semibold text-foreground tabular-nums">{rate}%</span>
    </div>
    <div
      className="h-1.5 overflow-hidden rounded-full bg-muted"
      role="meter"
      aria-label="Occupancy"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rate}
    >
      <div
        className={cn(
          'h-full rounded-full',
          rate >= 90 ? 'bg-emerald-500' : rate >= 50 ? 'bg-primary' : 'bg-amber-500',
        )}
        style={{ width: `${rate}%` }}
      />
    </div>
  </div>
)
