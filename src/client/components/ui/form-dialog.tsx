import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog'
import { SubmitButton } from './submit-button'

type FormDialogProps = {
  open: boolean
  /** Called with false on Cancel, Escape or the close button; never while the form is sending. */
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  /** The id of the form inside, which the footer's submit button sends. */
  formId: string
  submitLabel: ReactNode
  pendingLabel?: ReactNode
  submitVariant?: ButtonVariant
  isPending: boolean
  /** True while the form has nothing to send yet (no file chosen): the submit button waits. */
  isSubmitDisabled?: boolean
  className?: string
  children: ReactNode
}

/** A dialog around one form: its title, the form, and Cancel beside the submit button. */
export const FormDialog = ({
  open,
  onClose,
  title,
  description,
  formId,
  submitLabel,
  pendingLabel,
  submitVariant,
  isPending,
  isSubmitDisabled,
  className,
  children,
}: FormDialogProps) => (
  <Dialog open={open} onOpenChange={(next) => (!next && !isPending ? onClose() : undefined)}>
    <DialogContent className={className}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <SubmitButton
          form={formId}
          variant={submitVariant}
          isPending={isPending}
          pendingLabel={pendingLabel}
          disabled={isSubmitDisabled}
        >
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </DialogContent>
  </Dialog>
)
