import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { Input } from './input'

/** A dollar amount: a '$' before the number, cents allowed, never negative. */
export const MoneyInput = ({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) => (
  <div className="relative">
    <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
      $
    </span>
    <Input
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      placeholder="0.00"
      className={cn('pl-7', className)}
      {...props}
    />
  </div>
)
