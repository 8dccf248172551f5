import type { ReactNode } from 'react'
import { todayIso } from '../../../../../shared/dates'
import { termWarning } from '../../../../../shared/schemas/lease-intake'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { formatDate } from '@/lib/format-date'

type EndedTerm = 'holdover' | 'ended'

/**
 * Where the lease's books start: a signed lease is brought in today with the balance the tenant
 * owes now, so rent before today is never charged again. A term that has ended, or started more
 * than a month ago, is pointed out; an ended one is held over month to month or recorded as ended.
 */
export const OpeningBooks = ({
  startDate,
  endDate,
  endedTerm,
  onEndedTermChange,
  children,
}: {
  startDate: string
  endDate: string
  endedTerm: EndedTerm
  onEndedTermChange: (value: EndedTerm) => void
  children: ReactNode
}) => {
  const today = todayIso()
  const warning = termWarning(startDate, endDate, today)
  return (
    <div className="grid gap-4">
      {warning === 'ended' ? (
        <Alert tone="warning">
          <AlertDescription>
            This lease&apos;s term ended on {formatDate(endDate)}. Choose what it is now: rent
            before today is not charged again either way — enter what the tenant owes today as the
            opening balance.
          </AlertDescription>
        </Alert>
      ) : warning === 'started-long-ago' ? (
        <Alert tone="warning">
          <AlertDescription>
            This lease started on {formatDate(startDate)}, more than a month ago. Hearth charges
            rent from today on; enter what the tenant owes today as the opening balance.
          </AlertDescription>
        </Alert>
      ) : null}
      {warning === 'ended' ? (
        <RadioGroup
          aria-label="The ended term"
          value={endedTerm}
          onValueChange={(value) => onEndedTermChange(value as EndedTerm)}
        >
          <div className="flex items-start gap-2">
            <RadioGroupItem id="ended-term-holdover" value="holdover" />
            <Label htmlFor="ended-term-holdover" className="grid gap-0.5">
              Month-to-month holdover from today
              <span className="text-xs font-normal text-muted-foreground">
                The tenant stays: the lease is active at the same rent, charged from today.
              </span>
            </Label>
          </div>
          <div className="flex items-start gap-2">
            <RadioGroupItem id="ended-term-ended" value="ended" />
            <Label htmlFor="ended-term-ended" className="grid gap-0.5">
              Record the lease as ended
              <span className="text-xs font-normal text-muted-foreground">
                The tenant has left: no rent is charged; only the opening balance is owed.
              </span>
            </Label>
          </div>
        </RadioGroup>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </div>
  )
}
