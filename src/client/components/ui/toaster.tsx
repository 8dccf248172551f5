import { CircleAlert, CircleCheck } from 'lucide-react'
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast'
import { useToast } from './use-toast'

/** Renders the toast store; mounted once in the app's providers. */
export const Toaster = () => {
  const { toasts } = useToast()
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, ...props }) => {
        const Icon = variant === 'destructive' ? CircleAlert : CircleCheck
        return (
          <Toast key={id} variant={variant} {...props}>
            <Icon
              className={
                variant === 'destructive'
                  ? 'mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400'
                  : 'mt-0.5 size-5 shrink-0 text-primary'
              }
              aria-hidden
            />
            <div className="grid flex-1 gap-1">
              {title ? <ToastTitle>{title}</ToastTitle> : null}
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            {action}
            <ToastClose />
          </Toast>
        )
      })}
      <ToastViewport />
    </ToastProvider>
  )
}
