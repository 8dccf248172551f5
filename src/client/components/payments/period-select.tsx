import { useState } from 'react'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { PERIOD_MONTHS, periodYears, splitPeriod } from './period'

type PeriodSelectProps = {
  /** The month select's id, for the Field label. */
  id: string
  /** 'Month Year', or '' until a month is chosen. */
  value: string
  onChange: (period: string) => void
  disabled?: boolean
  invalid?: boolean
  describedBy?: string | undefined
}

/**
 * The period is built as 'Month Year'. The year starts at the current calendar year, so
 * choosing a month gives 'Month <this year>'; the year select then replaces the year.
 */
export const PeriodSelect = ({
  id,
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
}: PeriodSelectProps) => {
  const parsed = splitPeriod(value)
  const [year, setYear] = useState(parsed.year || String(new Date().getFullYear()))
  const month = parsed.month
  const shownYear = parsed.year || year
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-2">
      <Select
        value={month}
        onValueChange={(next) => onChange(`${next} ${shownYear}`)}
        disabled={disabled}
      >
        <SelectTrigger id={id} aria-invalid={invalid} aria-describedby={describedBy}>
          <SelectValue placeholder="Select month" />
        </SelectTrigger>
        <SelectContent>
          {PERIOD_MONTHS.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={shownYear}
        onValueChange={(next) => {
          setYear(next)
          if (month) onChange(`${month} ${next}`)
        }}
        disabled={disabled}
      >
        <SelectTrigger aria-label="Year">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {periodYears().map((option) => (
            <SelectItem key={option} value={String(option)}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
