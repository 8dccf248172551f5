import { randomUUID } from 'node:crypto'
import {
  firstLateDay,
  rentObligation,
  unpaidCents,
  type Funds,
  type LateFee,
  type LateFeeRule,
  type Obligation,
} from '../../../shared/late-fees'
import {
  addDays,
  monthKey,
  nextRentCharge,
  rentCharges,
  type LedgerLease,
} from '../../../shared/ledger'
import { formatMoney, fromCents } from '../../../shared/money'
import type { Db } from '../../db/database'
import { notifyTenant } from '../notifications/notify'

export type PostedLateFee = LateFee & { entryId: string }

type Reminder = {
  kind: 'upcoming' | 'due' | 'late_fee'
  periodKey: string
  title: string
  body: string
}

export type RentReminderInput = {
  lease: LedgerLease
  feeRule: LateFeeRule
  obligations: Obligation[]
  funds: Funds[]
  postedFees: PostedLateFee[]
  day: string
  publicUrl: string
  now: Date
  /** Days before the due date the "rent due soon" reminder goes out (the landlord's setting). */
  reminderDaysBefore: number
}

/**
 * The reminders a lease's tenants are due on `day`: rent due within `reminderDaysBefore` days;
 * rent due and still unpaid (from its due day to the last day of grace, so a day the server
 * was down does not lose it); and each late fee this run posted.
 */
const remindersDue = (input: RentReminderInput): Reminder[] => {
  const { lease, day } = input
  const reminders: Reminder[] = []
  const next = nextRentCharge([lease], day)
  if (next && addDays(next.dueDate, -input.reminderDaysBefore) <= day) {
    const amount = formatMoney(fromCents(next.amountCents))
    reminders.push({
      kind: 'upcoming',
      periodKey: monthKey(next.dueDate),
      title: `Rent for ${next.period} is due on ${next.dueDate}`,
      body: `Your rent of ${amount} for ${next.period} is due on ${next.dueDate}.`,
    })
  }
  const current = rentCharges(lease, day).at(-1)
  if (
    current &&
    current.dueDate <= day &&
    day < firstLateDay(current, input.feeRule) &&
    unpaidCents(input.obligations, input.funds, rentObligation(current).key, day) > 0
  ) {
    const unpaid = unpaidCents(input.obligations, input.funds, rentObligation(current).key, day)
    reminders.push({
      kind: 'due',
      periodKey: monthKey(current.dueDate),
      title: `Rent for ${current.period} is due`,
      body: `Your rent for ${current.period} was due on ${current.dueDate}; ${formatMoney(fromCents(unpaid))} of it is unpaid.`,
    })
  }
  for (const fee of input.postedFees) {
    reminders.push({
      kind: 'late_fee',
      periodKey: fee.periodKey,
      title: 'A late fee was added to your balance',
      body: `${fee.description}: ${formatMoney(fromCents(fee.amountCents))}, dated ${fee.date}.`,
    })
  }
  return reminders
}

/**
 * Sends each due reminder to every tenant on the lease whose payment reminders are on (the
 * default): an in-app notification and a mail through the outbox. The reminder's natural key
 * (tenant, lease, kind, period) is claimed first, so nobody gets the same reminder twice.
 * Returns how many were sent.
 */
export const sendRentReminders = async (db: Db, input: RentReminderInput): Promise<number> => {
  const reminders = remindersDue(input)
  if (!reminders.length) return 0
  const tenants = await db
    .selectFrom('tenants')
    .leftJoin('notification_preferences as p', 'p.tenant_id', 'tenants.id')
    .select(['tenants.id', 'p.payment_reminders'])
    .where((eb) =>
      eb.or([
        eb(
          'tenants.id',
          'in',
          eb.selectFrom('leases').select('tenant_id').where('id', '=', input.lease.id),
        ),
        eb(
          'tenants.id',
          'in',
          eb
            .selectFrom('lease_co_tenants')
            .select('tenant_id')
            .where('lease_id', '=', input.lease.id),
        ),
      ]),
    )
    .execute()
  let sent = 0
  for (const tenant of tenants.filter((t) => t.payment_reminders !== 0)) {
    for (const reminder of reminders) {
      const claimed = await db
        .insertInto('sent_reminders')
        .values({
          id: randomUUID(),
          tenant_id: tenant.id,
          lease_id: input.lease.id,
          kind: reminder.kind,
          period_key: reminder.periodKey,
          title: reminder.title,
          body: reminder.body,
          emailed: 1,
          created_at: input.now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'lease_id', 'kind', 'period_key']).doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!claimed) continue
      await notifyTenant(
        db,
        {
          tenantId: tenant.id,
          topic: 'payments',
          kind: `rent_${reminder.kind}`,
          title: reminder.title,
          body: reminder.body,
          link: '/payments',
        },
        input.publicUrl,
        input.now,
      )
      sent++
    }
  }
  return sent
}
