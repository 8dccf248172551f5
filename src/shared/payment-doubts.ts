import { parsePeriod, periodOf } from './ledger'
import { formatMoney } from './money'

/** What a tenant's lease says about the payments it expects. */
export type ExpectedPayments = {
  monthlyRent: number | null
  /** The day the landlord's books for the lease start: nothing is owed for months before. */
  ledgerStart: string | null
  /** The lease's last day, or null for month to month. */
  leaseEnd: string | null
}

/** More than this many months of rent in one payment is asked about before it is sent. */
export const MONTHS_OF_RENT_ASKED_ABOUT = 3

const monthIndex = ({ year, month }: { year: number; month: number }) => year * 12 + month

const monthOfIso = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)) - 1,
})

/**
 * Why a tenant payment looks mistaken, as sentences for the "Are you sure?" step: an amount over
 * three months of rent, or a period before the books of the lease start or after the lease ends.
 * These are doubts, not refusals: a tenant may pay ahead or settle an old debt.
 */
export const paymentDoubts = (
  payment: { amount: number; period: string },
  lease: ExpectedPayments,
): string[] => {
  const doubts: string[] = []
  const { monthlyRent, ledgerStart, leaseEnd } = lease
  if (monthlyRent && payment.amount > MONTHS_OF_RENT_ASKED_ABOUT * monthlyRent) {
    doubts.push(
      `${formatMoney(payment.amount)} is more than ${MONTHS_OF_RENT_ASKED_ABOUT} months of rent (${formatMoney(monthlyRent)} a month).`,
    )
  }
  const period = parsePeriod(payment.period)
  if (period && ledgerStart && monthIndex(period) < monthIndex(monthOfIso(ledgerStart))) {
    doubts.push(
      `${payment.period} is before ${periodOf(ledgerStart)}, when the records of your lease start.`,
    )
  }
  if (period && leaseEnd && monthIndex(period) > monthIndex(monthOfIso(leaseEnd))) {
    doubts.push(`${payment.period} is after your lease ends in ${periodOf(leaseEnd)}.`)
  }
  return doubts
}
