import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  isPending: boolean
  /** What the button says while the submission is on its way; its label otherwise. */
  pendingLabel?: ReactNode
}

/**
 * A form's submit: disabled with a spinner while the submission is on its way, and disabled too
 * when the form says there is nothing to send yet.
 */
export const SubmitButton = ({
  isPending,
  pendingLabel,
  disabled,
  children,
  ...props
}: SubmitButtonProps) => (
  <Button
    type="submit"
    disabled={isPending || disabled}
    aria-busy={isPending || undefined}
    {...props}
  >
    {isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
    {isPending && pendingLabel ? pendingLabel : children}
  </Button>
)
