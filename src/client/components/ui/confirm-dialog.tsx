import { LoaderCircle, TriangleAlert } from 'lucide-react'
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useDialogEscape } from './dialog-escape'
import { useReturnFocus } from './use-return-focus'
import { Button } from './button'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  tone?: 'default' | 'destructive'
  isPending?: boolean
  /** Runs the action; the caller closes the dialog (onOpenChange(false)) once it succeeds. */
  onConfirm: () => void
}

/**
 * Asks before something that cannot be undone. The dialog stays open while the action runs so a
 * failure can be shown and retried; it cannot be dismissed mid-request.
 */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  isPending = false,
  onConfirm,
}: ConfirmDialogProps) => {
  const returnFocus = useReturnFocus({})
  const change = (next: boolean) => {
    if (!isPending) onOpenChange(next)
  }
  useDialogEscape(open, change)
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={change}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialogPrimitive.Content
          {...returnFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto',
            'rounded-2xl border border-border bg-popover p-6 text-popover-foreground shadow-xl',
            'data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in',
          )}
        >
          <div className="flex gap-4">
            {tone === 'destructive' ? (
              <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
                <TriangleAlert className="size-5" aria-hidden />
              </div>
            ) : null}
            <div className="grid gap-1.5">
              <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold">
                {title}
              </AlertDialogPrimitive.Title>
              <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </AlertDialogPrimitive.Description>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant={tone === 'destructive' ? 'destructive' : 'default'}
              disabled={isPending}
              aria-busy={isPending || undefined}
              onClick={onConfirm}
            >
              {isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  )
}
