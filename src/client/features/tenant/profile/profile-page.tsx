import { Pencil, UserX } from 'lucide-react'
import { useState } from 'react'
import { UpdateProfileBodySchema } from '../../../../shared/schemas/profile'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { SubmitButton } from '@/components/ui/submit-button'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useCurrentTenant, useUpdateProfile } from './api'
import { EmergencyContactsCard } from './components/emergency-contacts-card'
import { NotificationPreferencesCard } from './components/notification-preferences-card'
import { draftOf, PersonalInfoCard, type ProfileDraft } from './components/personal-info-card'
import { ProfileSummaryCard } from './components/profile-summary-card'

const ProfileSkeleton = () => (
  <div className="grid gap-6" aria-hidden>
    <Skeleton className="h-56 rounded-xl" />
    <Skeleton className="h-48 rounded-xl" />
    <Skeleton className="h-40 rounded-xl" />
  </div>
)

const EMPTY: ProfileDraft = { firstName: '', lastName: '', email: '', phone: '' }

/** The Profile Settings page: personal details, emergency contacts and notification choices. */
export const ProfilePage = () => {
  const tenant = useCurrentTenant()
  const update = useUpdateProfile()
  const [isEditing, setIsEditing] = useState(false)
  const { form, onSubmit, isPending } = useSchemaForm({
    schema: UpdateProfileBodySchema,
    defaultValues: EMPTY,
    submit: (body) => update.mutateAsync(body),
    failure: { title: 'Failed to update profile. Please try again.' },
    success: { title: 'Profile updated', description: 'Your details were saved.' },
    onSuccess: () => setIsEditing(false),
  })

  // Entering edit mode copies the tenant's current data; the copy is what the form edits.
  const startEditing = () => {
    if (!tenant.data) return
    form.reset(draftOf(tenant.data))
    setIsEditing(true)
  }

  const actions = !tenant.data ? null : isEditing ? (
    <>
      <Button variant="outline" onClick={() => setIsEditing(false)} disabled={isPending}>
        Cancel Changes
      </Button>
      <SubmitButton form="profile-form" isPending={isPending}>
        Save Changes
      </SubmitButton>
    </>
  ) : (
    <Button onClick={startEditing}>
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
            form={isEditing ? form : null}
            isSaving={isPending}
            onSubmit={onSubmit}
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
