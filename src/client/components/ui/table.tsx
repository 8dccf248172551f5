import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * Scrolls sideways inside its own box, so a wide table never widens the page at 375 px. Inline-size
 * containment keeps the table's width out of the parent's sizing, even inside an auto grid track.
 */
export const Table = ({ className, ...props }: ComponentProps<'table'>) => (
  <div className="relative w-full overflow-x-auto [contain:inline-size]">
    <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
  </div>
)

export const TableHeader = ({ className, ...props }: ComponentProps<'thead'>) => (
  <thead className={cn('[&_tr]:border-b [&_tr]:hover:bg-transparent', className)} {...props} />
)

export const TableBody = ({ className, ...props }: ComponentProps<'tbody'>) => (
  <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />
)

export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr
    className={cn(
      'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
      className,
    )}
    {...props}
  />
)

export const TableHead = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    className={cn(
      'h-10 px-4 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground',
      className,
    )}
    {...props}
  />
)

export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('px-4 py-3 align-middle', className)} {...props} />
)

export const TableCaption = ({ className, ...props }: ComponentProps<'caption'>) => (
  <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />
)
