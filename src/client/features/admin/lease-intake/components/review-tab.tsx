import { FileSearch } from 'lucide-react'
import type { TenantInvite } from '../../../../../shared/schemas/auth'
import {
  isIntakePending,
  parseExtractedJson,
  type FinalizeIntakeResult,
  type LeaseIntake,
} from '../../../../../shared/schemas/lease-intake'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { FailedView, FinalizedView, ProcessingView } from './review-states'
import { ReviewForm } from './review-form'

export type ReviewTabProps = {
  intake: LeaseIntake | undefined
  isLoading: boolean
  /** The invite link made in this visit for the intake's tenant, if any. */
  invite: TenantInvite | undefined
  onFinalized: (result: FinalizeIntakeResult) => void
  onInvite: (invite: TenantInvite) => void
  onUploadAnother: () => void
  onOpenHistory: () => void
}

const ReviewSkeleton = () => (
  <Card aria-busy aria-label="Loading the review">
    <CardContent className="grid gap-4 p-6">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </CardContent>
  </Card>
)

/** The review tab shows one view per status of the selected intake. */
export const ReviewTab = ({
  intake,
  isLoading,
  invite,
  onFinalized,
  onInvite,
  onUploadAnother,
  onOpenHistory,
}: ReviewTabProps) => {
  if (isLoading) return <ReviewSkeleton />
  if (!intake) {
    return (
      <Card>
        <EmptyState
          icon={FileSearch}
          title="No document selected for review"
          description="Upload a lease, or open one from Processing History."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={onUploadAnother}>Upload Document</Button>
              <Button variant="outline" onClick={onOpenHistory}>
                Processing History
              </Button>
            </div>
          }
        />
      </Card>
    )
  }
  if (intake.status === 'failed')
    return <FailedView intake={intake} onUploadAnother={onUploadAnother} />
  if (intake.status === 'finalized') {
    return <FinalizedView intake={intake} invite={invite} onInvite={onInvite} />
  }
  const extracted = parseExtractedJson(intake.extractedJson)
  if (isIntakePending(intake)) return <ProcessingView intake={intake} />
  if (!extracted) return <FailedView intake={intake} onUploadAnother={onUploadAnother} />
  return (
    <ReviewForm key={intake.id} intake={intake} extracted={extracted} onFinalized={onFinalized} />
  )
}
