import { X } from 'lucide-react'
import { Dialog as DialogPrimitive, VisuallyHidden } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useDialogEscape } from './dialog-escape'
import { useReturnFocus } from './use-return-focus'
import { DialogOverlay } from './dialog'

export type SheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Read by screen readers; not shown. */
  title: string
  className?: string
  children: ReactNode
}

/**
 * A panel that slides in from the left over the page with a backdrop; Escape, a backdrop click
 * or onOpenChange(false) closes it, and focus stays inside while it is open.
 */
export const Sheet = ({ open, onOpenChange, title, className, children }: SheetProps) => {
  const returnFocus = useReturnFocus({})
  useDialogEscape(open, onOpenChange)
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          {...returnFocus}
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-sidebar shadow-2xl outline-none',
            'data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
            className,
          )}
        >
          <VisuallyHidden.Root>
            <DialogPrimitive.Title>{title}</DialogPrimitive.Title>
          </VisuallyHidden.Root>
          {children}
          <DialogPrimitive.Close
            aria-label="Close menu"
            className="absolute top-3 right-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
