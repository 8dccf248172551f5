import { confidenceLevel, confidencePercent } from '../../shared/confidence'
import { Badge, type BadgeTone } from '@/components/ui/badge'

const TONES = { High: 'success', Medium: 'warning', Low: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>

/** High from 0.8, Medium from 0.6, otherwise Low, with the rounded percentage. */
export const ConfidenceBadge = ({ score, size = 'md' }: { score: number; size?: 'sm' | 'md' }) => {
  const level = confidenceLevel(score)
  return (
    <Badge
      tone={TONES[level]}
      size={size}
      title={`Extraction confidence ${confidencePercent(score)}%`}
    >
      {level} · {confidencePercent(score)}%
    </Badge>
  )
}
