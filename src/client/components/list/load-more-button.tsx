import { cn } from '@/lib/cn'
import { Button } from '@/components/ui/button'

type LoadMoreProps = {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
  label: string
  className?: string
}

/** The button under a growing list; absent once every row is loaded. */
export const LoadMoreButton = ({ query, label, className }: LoadMoreProps) =>
  query.hasNextPage ? (
    <Button
      variant="outline"
      className={cn('justify-self-center', className)}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading…' : label}
    </Button>
  ) : null
