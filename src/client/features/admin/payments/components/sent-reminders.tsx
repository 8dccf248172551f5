import { Mail, Bell } from 'lucide-react'
import type { SentReminder } from '../../../../../shared/schemas/ledger'
import { Badge } from '@/components/ui/badge'
import { ListState } from '@/components/list/list-state'
import { formatDateTime } from '@/lib/format-date'
import { useSentReminders } from '../api'

const KIND_LABELS: Record<SentReminder['kind'], string> = {
  upcoming: 'Rent coming up',
  due: 'Rent due',
  late_fee: 'Late fee posted',
}

/**
 * Every reminder the scheduler sent this tenant, newest first: always in the portal, and by mail
 * when their payment-reminders preference was on.
 */
export const SentReminders = ({ tenantId }: { tenantId: string }) => {
  const reminders = useSentReminders(tenantId)
  return (
    <section role="region" aria-labelledby="sent-reminders-title" className="grid gap-2">
      <h3 id="sent-reminders-title" className="text-sm font-semibold">
        Reminders sent
      </h3>
      <ListState
        query={reminders}
        isEmpty={reminders.data?.length === 0}
        loading={<p className="text-sm text-muted-foreground">Loading…</p>}
        errorTitle="Failed to fetch reminders"
        empty={<p className="text-sm text-muted-foreground">No reminders sent yet.</p>}
      >
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {(reminders.data ?? []).map((reminder) => (
            <li key={reminder.id} className="grid gap-1 px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{reminder.title}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(reminder.sentAt)}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                <Badge size="sm" tone="info">
                  {KIND_LABELS[reminder.kind]}
                </Badge>
                <span className="inline-flex items-center gap-1">
                  <Bell className="size-3" aria-hidden />
                  In the portal
                </span>
                {reminder.emailed ? (
                  <span className="inline-flex items-center gap-1">
                    <Mail className="size-3" aria-hidden />
                    Mailed
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  )
}
