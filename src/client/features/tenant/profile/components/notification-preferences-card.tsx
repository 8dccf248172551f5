import { Lock } from 'lucide-react'
import type { NotificationPreferences } from '../../../../../shared/schemas/profile'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { useNotificationPreferences, useUpdateNotificationPreference } from '../api'

const TOGGLES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
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

/** The toggles move only in edit mode, and each change is saved at once. */
export const NotificationPreferencesCard = ({ isEditing }: { isEditing: boolean }) => {
  const preferences = useNotificationPreferences()
  const update = useUpdateNotificationPreference()

  const onToggle = (key: keyof NotificationPreferences, value: boolean) =>
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
        {preferences.isError ? (
          <Alert tone="destructive">
            <AlertDescription>Failed to fetch notification preferences</AlertDescription>
          </Alert>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {TOGGLES.map(({ key, label, description }) => {
              const id = `preference-${key}`
              return (
                <li key={key} className="flex items-center justify-between gap-4 px-4 py-3.5">
                  <div className="grid gap-1">
                    <Label htmlFor={id}>{label}</Label>
                    <p id={`${id}-description`} className="text-sm text-muted-foreground">
                      {description}
                    </p>
                  </div>
                  {preferences.data ? (
                    <Switch
                      id={id}
                      checked={preferences.data[key]}
                      disabled={!isEditing}
                      aria-describedby={`${id}-description`}
                      onCheckedChange={(checked) => onToggle(key, checked)}
                    />
                  ) : (
                    <Skeleton className="h-6 w-11 rounded-full" />
                  )}
                </li>
              )
            })}
          </ul>
        )}
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
