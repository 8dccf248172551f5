import type { ReactNode } from 'react'
import type { ExtractedLease, ReviewedField } from '../../../../../shared/schemas/lease-intake'
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

/** The read-only payment terms: due date, recipient, address, office hours, NSF, deposit return. */
export const PaymentTerms = ({
  extracted,
  readingOf,
}: {
  extracted: ExtractedLease
  /** The confidence badge of an extracted field, which shows its source on click. */
  readingOf: (field: ReviewedField, label: string, value: string | null) => ReactNode
}) => (
  <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
    <ReadOnlyField
      label="Rent due"
      value={extracted.payment.rentDueDateDescription}
      aside={readingOf('rentDueDescription', 'Rent due', extracted.payment.rentDueDateDescription)}
    />
    <ReadOnlyField
      label="Payment recipient"
      value={extracted.payment.recipientName}
      aside={readingOf('paymentRecipient', 'Payment recipient', extracted.payment.recipientName)}
    />
    <ReadOnlyField
      label="Payment address"
      value={extracted.payment.paymentAddress}
      aside={readingOf('paymentAddress', 'Payment address', extracted.payment.paymentAddress)}
    />
    <ReadOnlyField
      label="Office hours"
      value={extracted.payment.officeHours}
      aside={readingOf('officeHours', 'Office hours', extracted.payment.officeHours)}
    />
    <ReadOnlyField
      label="NSF policy"
      value={nsfPolicyText(extracted)}
      aside={readingOf('nsfPolicy', 'NSF policy', extracted.payment.nsfPolicy.paymentRequirement)}
      className="sm:col-span-2"
    />
    <ReadOnlyField
      label="Deposit return timeline"
      value={depositTimelineText(extracted)}
      className="sm:col-span-2"
    />
  </dl>
)
