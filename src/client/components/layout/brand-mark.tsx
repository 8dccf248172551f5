import { cn } from '@/lib/cn'

/** The Hearth mark: a house outline on the accent colour. Decorative; the wordmark names it. */
export const BrandMark = ({ className }: { className?: string }) => (
  <span
    className={cn(
      'inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm',
      className,
    )}
    aria-hidden
  >
    <svg viewBox="0 0 32 32" className="size-[70%]" fill="none">
      <path
        d="M16 7.5 7 14.6V25h6.2v-6.1h5.6V25H25V14.6z"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
    </svg>
  </span>
)

export type BrandProps = { subtitle: string; className?: string }

/** Mark, product name and the area of the product (Tenant Portal, Admin). */
export const Brand = ({ subtitle, className }: BrandProps) => (
  <div className={cn('flex items-center gap-3', className)}>
    <BrandMark />
    <div className="grid leading-tight">
      <span className="text-base font-semibold tracking-tight text-foreground">Hearth</span>
      <span className="text-xs font-medium text-muted-foreground">{subtitle}</span>
    </div>
  </div>
)
