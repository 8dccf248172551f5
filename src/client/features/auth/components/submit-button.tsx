import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

export type SubmitButtonProps = { isPending: boolean; pendingLabel: string; children: ReactNode }

/** The full-width submit of an auth form; shows a spinner and its pending text while the call runs. */
export const SubmitButton = ({ isPending, pendingLabel, children }: SubmitButtonProps) => (
  <Button type="submit" size="lg" disabled={isPending} className="w-full">
    {isPending ? <Spinner className="size-4 text-current" label={pendingLabel} /> : null}
    {isPending ? pendingLabel : children}
  </Button>
)
