import { FileSearch } from 'lucide-react'
import {
  confidenceLevel,
  confidencePercent,
  type ConfidenceLevel,
} from '../../../../../shared/confidence'
import type { FieldReading } from '../../../../../shared/schemas/lease-intake'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

const TONES = { High: 'success', Medium: 'warning', Low: 'danger' } as const

export type ShownReading = { label: string; value: string; reading: FieldReading }

/**
 * How sure the reading of one field is, beside its label: a Low one stands out, so the landlord checks it
 * first. When the value was located in the PDF, clicking shows it there.
 */
export const FieldReadingBadge = ({
  label,
  reading,
  onShow,
}: {
  label: string
  reading: FieldReading | undefined
  onShow: () => void
}) => {
  if (!reading) return null
  const level: ConfidenceLevel = confidenceLevel(reading.confidence)
  const text = `${level} ${confidencePercent(reading.confidence)}%`
  const badge = (
    <Badge
      size="sm"
      tone={TONES[level]}
      data-level={level}
      className={cn(level === 'Low' && 'font-semibold')}
    >
      {reading.evidence ? <FileSearch aria-hidden /> : null}
      {text}
    </Badge>
  )
  if (!reading.evidence) return <span title={`${label} was not located in the PDF`}>{badge}</span>
  return (
    <button
      type="button"
      onClick={onShow}
      // The name leaves the field's label out, so the label still names only its input; the title says which.
      title={`Show where ${label} was read`}
      aria-label={`${text} confidence: show the source`}
      className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {badge}
    </button>
  )
}
