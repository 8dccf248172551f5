import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'

export type SpinnerProps = { className?: string; label?: string }

export const Spinner = ({ className, label = 'Loading' }: SpinnerProps) => (
  <span role="status" className="inline-flex items-center">
    <LoaderCircle className={cn('size-5 animate-spin text-primary', className)} aria-hidden />
    <span className="sr-only">{label}</span>
  </span>
)

/** Fills the screen while something the whole page depends on (the session) loads. */
export const FullPageSpinner = ({ label }: { label?: string }) => (
  <div className="flex min-h-dvh items-center justify-center bg-background">
    <Spinner className="size-8" label={label} />
  </div>
)
