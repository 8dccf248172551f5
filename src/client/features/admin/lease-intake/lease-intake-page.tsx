import { ClipboardCheck, History, Upload } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { TenantInvite } from '../../../../shared/schemas/auth'
import type { FinalizeIntakeResult, LeaseIntake } from '../../../../shared/schemas/lease-intake'
import { PageHeader } from '@/components/layout/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { useIntake, useIntakes, useRetryIntake } from './api'
import { HistoryTab } from './components/history-tab'
import { ReviewTab } from './components/review-tab'
import { UploadTab } from './components/upload-tab'

const TABS = ['upload', 'review', 'history'] as const
type Tab = (typeof TABS)[number]

// On a phone the three tabs share the width, icon over a two-line label, so none scrolls out of
// sight. Phone-only variants, because they come after the tab bar's own classes in the stylesheet.
const TRIGGER =
  'max-sm:h-auto max-sm:flex-col max-sm:gap-1 max-sm:px-1.5 max-sm:py-2 max-sm:text-xs max-sm:leading-tight max-sm:whitespace-normal'

const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'upload'

/**
 * Upload a lease PDF, review what was read, create the tenant and lease.
 * The open tab and the selected intake live in the address (?tab=review&intake=…), so a reload or
 * a shared link keeps the review where it was.
 */
export const AdminLeaseIntakePage = () => {
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const selectedId = params.get('intake')
  const intakes = useIntakes()
  const selected = useIntake(selectedId)
  // Links made by this session's finalizes: the token is shown once, never stored in readable form.
  const [invites, setInvites] = useState<Record<string, TenantInvite>>({})
  const remember = (intakeId: string, invite: TenantInvite) =>
    setInvites((current) => ({ ...current, [intakeId]: invite }))

  const show = (next: Tab, intakeId: string | null = selectedId) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        updated.set('tab', next)
        if (intakeId) updated.set('intake', intakeId)
        else updated.delete('intake')
        return updated
      },
      { replace: next === tab },
    )

  // When the polled intake changes state, the history row follows it.
  const { refetch: refetchIntakes } = intakes
  const status = selected.data?.status
  useEffect(() => {
    if (status) void refetchIntakes()
  }, [status, refetchIntakes])

  const onUploaded = (intake: LeaseIntake) => show('review', intake.id)

  const retry = useRetryIntake()
  const onRetry = (intake: LeaseIntake) =>
    retry.mutate(intake.id, {
      onSuccess: () => toast({ title: 'Reading the lease again' }),
      onError: (error) =>
        toast({
          title: 'Could not retry',
          description: readableErrorMessage(error),
          variant: 'destructive',
        }),
    })

  const onFinalized = (result: FinalizeIntakeResult) => {
    toast({
      title: 'Lease created successfully',
      description: 'Tenant and lease records have been created.',
    })
    if (result.invite) remember(result.intake.id, result.invite)
    show('history', result.intake.id)
  }

  return (
    <div className="grid gap-6">
      <title>{'Lease Intake · Hearth'}</title>
      <PageHeader
        title="Lease Intake"
        description="Upload a PDF lease, review what was extracted, and create the tenant and lease in one step."
      />
      <Tabs value={tab} onValueChange={(value) => show(tabOf(value))}>
        <TabsList
          aria-label="Lease intake steps"
          className="max-sm:grid max-sm:h-auto max-sm:w-full max-sm:grid-cols-3"
        >
          <TabsTrigger value="upload" className={TRIGGER}>
            <Upload aria-hidden />
            Upload Document
          </TabsTrigger>
          <TabsTrigger value="review" className={TRIGGER}>
            <ClipboardCheck aria-hidden />
            Review &amp; Finalize
          </TabsTrigger>
          <TabsTrigger value="history" className={TRIGGER}>
            <History aria-hidden />
            Processing History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upload">
          <UploadTab onUploaded={onUploaded} />
        </TabsContent>
        <TabsContent value="review">
          <ReviewTab
            intake={selected.data}
            isLoading={selectedId !== null && selected.isPending}
            invite={selectedId ? invites[selectedId] : undefined}
            onFinalized={onFinalized}
            onInvite={(invite) =>
              selectedId && setInvites((current) => ({ ...current, [selectedId]: invite }))
            }
            onUploadAnother={() => show('upload')}
            onOpenHistory={() => show('history')}
          />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab
            intakes={intakes}
            selectedId={selectedId}
            onOpen={(intake) => show('review', intake.id)}
            onRetry={onRetry}
            retryingId={retry.isPending ? (retry.variables ?? null) : null}
          />
        </TabsContent>
      </Tabs>
    </div>
  )
}
