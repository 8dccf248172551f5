import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import type { NotificationPreferences } from '../../../../../shared/schemas/profile'
import { ListState } from '@/components/list/list-state'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { useNotificationPreferences, useUpdateNotificationPreference } from '../api'

type PreferenceKey = keyof NotificationPreferences

const TOGGLES: { key: PreferenceKey; label: string; description: string }[] = [
  {
    key: 'paymentReminders',
    label: 'Payment reminders',
    description: 'Emails when rent is due and when a payment is confirmed or rejected.',
  },
  {
    key: 'maintenanceUpdates',
    label: 'Maintenance updates',
    description: 'Emails when a request changes status or your property manager adds a note.',
  },
  {
    key: 'smsNotifications',
    label: 'SMS notifications',
    description: 'Text messages for urgent updates, where your property manager offers them.',
  },
]

const toggleId = (key: PreferenceKey) => `preference-${key}`

/** The three settings, each with the control it shows: a switch once loaded, its outline before. */
const PreferenceList = ({ control }: { control: (key: PreferenceKey) => ReactNode }) => (
  <ul className="divide-y divide-border rounded-lg border border-border">
    {TOGGLES.map(({ key, label, description }) => (
      <li key={key} className="flex items-center justify-between gap-4 px-4 py-3.5">
        <div className="grid gap-1">
          <Label htmlFor={toggleId(key)}>{label}</Label>
          <p id={`${toggleId(key)}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
        {control(key)}
      </li>
    ))}
  </ul>
)

/** The toggles move only in edit mode, and each change is saved at once. */
export const NotificationPreferencesCard = ({ isEditing }: { isEditing: boolean }) => {
  const preferences = useNotificationPreferences()
  const update = useUpdateNotificationPreference()
  const saved = preferences.data

  const onToggle = (key: PreferenceKey, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast({ title: 'Preferences updated' }),
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Failed to update preferences. Please try again.',
          }),
      },
    )

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>What we tell you about, besides the bell in the header.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ListState
          query={preferences}
          loading={
            <PreferenceList
              control={() => <Skeleton className="h-6 w-11 shrink-0 rounded-full" />}
            />
          }
          errorTitle="Failed to fetch notification preferences"
        >
          {saved ? (
            <PreferenceList
              control={(key) => (
                <Switch
                  id={toggleId(key)}
                  checked={saved[key]}
                  disabled={!isEditing}
                  aria-describedby={`${toggleId(key)}-description`}
                  onCheckedChange={(checked) => onToggle(key, checked)}
                />
              )}
            />
          ) : null}
        </ListState>
        {isEditing ? null : (
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <Lock className="size-3.5" aria-hidden />
            Choose Edit Profile to change these.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
