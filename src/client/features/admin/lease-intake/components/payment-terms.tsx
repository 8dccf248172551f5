import type { ExtractedLease } from '../../../../../shared/schemas/lease-intake'
import { formatMoney } from '../../../../../shared/money'
import { ReadOnlyField } from './read-only-field'

const nsfPolicyText = (extracted: ExtractedLease) => {
  const { nsfPolicy } = extracted.payment
  const fees = [
    nsfPolicy.firstReturnedCheckFee !== null
      ? `First returned payment ${formatMoney(nsfPolicy.firstReturnedCheckFee)}`
      : null,
    nsfPolicy.additionalReturnedCheckFee !== null
      ? `each additional ${formatMoney(nsfPolicy.additionalReturnedCheckFee)}`
      : null,
    nsfPolicy.fee !== null && nsfPolicy.firstReturnedCheckFee === null
      ? `Fee ${formatMoney(nsfPolicy.fee)}`
      : null,
  ].filter(Boolean)
  // The clause as written says it best; the amounts alone stand in when the lease only lists them.
  return nsfPolicy.paymentRequirement ?? (fees.length ? `${fees.join(', ')}.` : '')
}

const depositTimelineText = ({ deposit }: ExtractedLease) =>
  [
    deposit.returnTimeline.days !== null ? `${deposit.returnTimeline.days} days` : null,
    deposit.returnTimeline.condition,
  ]
    .filter(Boolean)
    .join(' — ')

/** SPEC §2's read-only payment terms: due date, recipient, address, office hours, NSF, deposit return. */
export const PaymentTerms = ({ extracted }: { extracted: ExtractedLease }) => (
  <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
    <ReadOnlyField label="Rent due" value={extracted.payment.rentDueDateDescription} />
    <ReadOnlyField label="Payment recipient" value={extracted.payment.recipientName} />
    <ReadOnlyField label="Payment address" value={extracted.payment.paymentAddress} />
    <ReadOnlyField label="Office hours" value={extracted.payment.officeHours} />
    <ReadOnlyField label="NSF policy" value={nsfPolicyText(extracted)} className="sm:col-span-2" />
    <ReadOnlyField
      label="Deposit return timeline"
      value={depositTimelineText(extracted)}
      className="sm:col-span-2"
    />
  </dl>
)
