import { Sparkles } from 'lucide-react'
import { confidencePercent, isConfidenceHighlighted } from '../../../../../shared/confidence'
import { Badge } from '@/components/ui/badge'

/** The review form's extraction confidence, highlighted above 0.7. */
export const ReviewConfidence = ({ score }: { score: number }) => {
  const isHighlighted = isConfidenceHighlighted(score)
  return (
    <Badge
      tone={isHighlighted ? 'success' : 'warning'}
      data-highlighted={isHighlighted || undefined}
      title={
        isHighlighted
          ? 'Most fields were read with confidence'
          : 'Check every field against the document'
      }
    >
      <Sparkles aria-hidden />
      {confidencePercent(score)}% confidence
    </Badge>
  )
}
