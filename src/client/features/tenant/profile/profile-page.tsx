import { LoaderCircle, Pencil, UserX } from 'lucide-react'
import { useState } from 'react'
import { UpdateProfileBodySchema } from '../../../../shared/schemas/profile'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { actionableReason, errorStatus } from '@/lib/errors'
import { useCurrentTenant, useUpdateProfile } from './api'
import { EmergencyContactsCard } from './components/emergency-contacts-card'
import { NotificationPreferencesCard } from './components/notification-preferences-card'
import {
  draftOf,
  PersonalInfoCard,
  type ProfileDraft,
  type ProfileErrors,
} from './components/personal-info-card'
import { ProfileSummaryCard } from './components/profile-summary-card'

const ProfileSkeleton = () => (
  <div className="grid gap-6" aria-hidden>
    <Skeleton className="h-56 rounded-xl" />
    <Skeleton className="h-48 rounded-xl" />
    <Skeleton className="h-40 rounded-xl" />
  </div>
)

/** SPEC §2 "Profile Settings page". */
export const ProfilePage = () => {
  const tenant = useCurrentTenant()
  const update = useUpdateProfile()
  // null is view mode; entering edit mode copies the tenant's data.
  const [draft, setDraft] = useState<ProfileDraft | null>(null)
  const [errors, setErrors] = useState<ProfileErrors>({})
  const isEditing = draft !== null

  const cancel = () => {
    setDraft(null)
    setErrors({})
  }

  const save = () => {
    if (!draft) return
    const parsed = UpdateProfileBodySchema.safeParse(draft)
    if (!parsed.success) {
      const found: ProfileErrors = {}
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof ProfileDraft] ??= issue.message
      setErrors(found)
      return
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Profile updated', description: 'Your details were saved.' })
        cancel()
      },
      onError: (error) => {
        const reason = actionableReason(error)
        if (errorStatus(error) === 409 && reason) setErrors({ email: reason })
        toast({
          variant: 'destructive',
          title: 'Failed to update profile. Please try again.',
          description: reason,
        })
      },
    })
  }

  const actions = !tenant.data ? null : isEditing ? (
    <>
      <Button variant="outline" onClick={cancel} disabled={update.isPending}>
        Cancel Changes
      </Button>
      <Button
        type="submit"
        form="profile-form"
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
      >
        {update.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
        Save Changes
      </Button>
    </>
  ) : (
    <Button
      onClick={() => {
        if (tenant.data) setDraft(draftOf(tenant.data))
      }}
    >
      <Pencil className="size-4" aria-hidden />
      Edit Profile
    </Button>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Profile Settings"
        level={2}
        description="Your details, the people to call in an emergency, and how we keep you posted."
        actions={actions}
      />
      {tenant.isPending ? (
        <ProfileSkeleton />
      ) : tenant.isError ? (
        <Card>
          <EmptyState
            icon={UserX}
            title="Failed to load profile data"
            description="Check your connection and try again."
            action={
              <Button variant="outline" onClick={() => void tenant.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <ProfileSummaryCard tenant={tenant.data} />
          <PersonalInfoCard
            tenant={tenant.data}
            draft={draft}
            errors={errors}
            isSaving={update.isPending}
            onChange={(next) => {
              setDraft(next)
              setErrors({})
            }}
            onSubmit={save}
          />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <EmergencyContactsCard />
            <NotificationPreferencesCard isEditing={isEditing} />
          </div>
        </>
      )}
    </div>
  )
}
