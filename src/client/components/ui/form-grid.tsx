import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Form fields in two columns from sm up, one below; a Field with className="sm:col-span-2" spans both. */
export const FormGrid = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('grid gap-4 sm:grid-cols-2', className)} {...props} />
)
