import type { ReactNode } from 'react'
import { readableErrorMessage } from '@/lib/errors'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

export type ListQueryState = {
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

type ListStateProps = {
  query: ListQueryState
  /** Whether the loaded list has no rows; a list that always has some (a property's units) leaves it out. */
  isEmpty?: boolean
  /** The placeholder shown while the first page loads, shaped like the rows. */
  loading: ReactNode
  /** The catalogue's failure title, such as 'Failed to fetch tenants'. */
  errorTitle: string
  /** Space around the failure where the rows sit flush with a card's edges. */
  errorClassName?: string
  /** What an empty list or a search without matches shows. */
  empty?: ReactNode
  children: ReactNode
}

/** Every list's four states: loading, failed (with a way to try again), empty, and its rows. */
export const ListState = ({
  query,
  isEmpty = false,
  loading,
  errorTitle,
  errorClassName,
  empty,
  children,
}: ListStateProps) => {
  if (query.isPending) return <div aria-busy>{loading}</div>
  if (query.isError) {
    return (
      <Alert tone="destructive" className={errorClassName}>
        <AlertTitle>{errorTitle}</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {readableErrorMessage(query.error, 'Check your connection and try again.')}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    )
  }
  return isEmpty ? empty : children
}
