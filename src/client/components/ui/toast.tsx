import { X } from 'lucide-react'
import { Toast as ToastPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { closeTopDialog } from './dialog-escape'
import type { ToastVariant } from './use-toast'

export const ToastProvider = (props: ComponentProps<typeof ToastPrimitive.Provider>) => (
  <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} {...props} />
)

/** Bottom right from the small breakpoint, at most 420 px wide from md up. F8 focuses it. */
export const ToastViewport = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) => (
  <ToastPrimitive.Viewport
    hotkey={['F8']}
    className={cn(
      'fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
      className,
    )}
    {...props}
  />
)

const variantClassName: Record<ToastVariant, string> = {
  default: 'border-border bg-popover text-popover-foreground',
  destructive:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950 dark:text-red-100',
}

/** Escape pressed outside the toast itself goes to an open dialog first (see dialog-escape). */
const handEscapeToDialog = (event: KeyboardEvent) => {
  const inToast = event.target instanceof Element && event.target.closest('[data-toast]')
  if (!inToast && closeTopDialog()) event.preventDefault()
}

export const Toast = ({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) => (
  <ToastPrimitive.Root
    data-toast=""
    onEscapeKeyDown={handEscapeToDialog}
    className={cn(
      'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
      'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
      'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
      variantClassName[variant],
      className,
    )}
    {...props}
  />
)

export const ToastTitle = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Title>) => (
  <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
)

export const ToastDescription = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) => (
  <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />
)

export const ToastClose = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Close>) => (
  <ToastPrimitive.Close
    aria-label="Close"
    className={cn(
      'absolute top-3 right-3 cursor-pointer rounded-md p-1 opacity-60 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      className,
    )}
    {...props}
  >
    <X className="size-4" aria-hidden />
  </ToastPrimitive.Close>
)

export const ToastAction = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Action>) => (
  <ToastPrimitive.Action
    className={cn(
      'inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md border border-current/20 px-3 text-sm font-medium hover:bg-current/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      className,
    )}
    {...props}
  />
)
