import { ChevronRight, FileClock, LoaderCircle, RotateCcw } from 'lucide-react'
import type { LeaseIntake } from '../../../../../shared/schemas/lease-intake'
import { ConfidenceBadge } from '@/components/confidence-badge'
import { ListState, type ListQueryState } from '@/components/list/list-state'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format-date'
import { IntakeStatusBadge, IntakeStatusIcon } from './intake-status'

export type HistoryTabProps = {
  intakes: ListQueryState & { data: LeaseIntake[] | undefined }
  selectedId: string | null
  onOpen: (intake: LeaseIntake) => void
  /** Reads a failed lease again; the failure may have passed (a store out of reach, a busy reader). */
  onRetry: (intake: LeaseIntake) => void
  retryingId: string | null
}

const IntakeRow = ({
  intake,
  isSelected,
  isRetrying,
  onOpen,
  onRetry,
}: {
  intake: LeaseIntake
  isSelected: boolean
  isRetrying: boolean
  onOpen: () => void
  onRetry: () => void
}) => (
  <li className="flex items-start gap-2">
    <button
      type="button"
      onClick={onOpen}
      aria-current={isSelected || undefined}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 rounded-lg border border-border bg-card px-4 py-3 text-left transition-colors',
        'hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        isSelected && 'border-primary/50 bg-primary-soft/40',
      )}
    >
      <IntakeStatusIcon status={intake.status} className="mt-0.5" />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className="min-w-0 text-sm font-medium wrap-anywhere text-foreground"
            title={intake.originalName}
          >
            {intake.originalName}
          </span>
          <IntakeStatusBadge status={intake.status} />
          {intake.confidenceScore !== null ? (
            <ConfidenceBadge score={intake.confidenceScore} size="sm" />
          ) : null}
        </span>
        <span className="text-xs text-muted-foreground">
          Uploaded {formatDateTime(intake.createdAt)}
        </span>
        {intake.status === 'extracted' ? (
          <span className="text-xs font-medium text-primary">Click to review and create lease</span>
        ) : null}
        {intake.errorMessage ? (
          <span className="text-xs text-destructive">{intake.errorMessage}</span>
        ) : null}
      </span>
      <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
    </button>
    {intake.status === 'failed' ? (
      <Button
        variant="outline"
        size="sm"
        className="mt-2 shrink-0"
        onClick={onRetry}
        disabled={isRetrying}
        aria-label={`Retry ${intake.originalName}`}
      >
        <RotateCcw aria-hidden />
        Retry
      </Button>
    ) : null}
  </li>
)

/** Every intake, newest first; clicking one opens its review. */
export const HistoryTab = ({
  intakes,
  selectedId,
  onOpen,
  onRetry,
  retryingId,
}: HistoryTabProps) => (
  <Card>
    <CardHeader>
      <CardTitle>Processing History</CardTitle>
      <CardDescription>Every lease uploaded for intake and what became of it.</CardDescription>
    </CardHeader>
    <CardContent>
      <ListState
        query={intakes}
        isEmpty={!intakes.data?.length}
        loading={
          <p
            className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground"
            role="status"
          >
            <LoaderCircle
              className="size-4 animate-spin text-primary motion-reduce:animate-none"
              aria-hidden
            />
            Loading processing history...
          </p>
        }
        errorTitle="Failed to fetch document intakes"
        empty={
          <EmptyState
            icon={FileClock}
            title="No document intakes yet"
            description="Uploaded leases appear here while they are read and after you create their records."
          />
        }
      >
        <ul className="grid gap-2">
          {intakes.data?.map((intake) => (
            <IntakeRow
              key={intake.id}
              intake={intake}
              isSelected={intake.id === selectedId}
              isRetrying={intake.id === retryingId}
              onOpen={() => onOpen(intake)}
              onRetry={() => onRetry(intake)}
            />
          ))}
        </ul>
      </ListState>
    </CardContent>
  </Card>
)
