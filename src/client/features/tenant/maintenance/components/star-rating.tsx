import { Star } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

const STARS = [1, 2, 3, 4, 5] as const

type StarRatingProps = {
  /** The tenant's rating, or null: then five empty stars wait for the first tap. */
  rating: number | null
  onRate: (rating: number) => void
  isPending?: boolean
  className?: string
}

/** Five star buttons on completed work; hovering previews, clicking saves (and may be changed). */
export const StarRating = ({ rating, onRate, isPending, className }: StarRatingProps) => {
  const [preview, setPreview] = useState<number | null>(null)
  // An unrated request shows no filled star: filled stars would read as a rating nobody gave.
  const shown = preview ?? rating ?? 0
  return (
    <div className={cn('grid justify-items-start gap-1 sm:justify-items-end', className)}>
      <div
        role="group"
        aria-label={rating === null ? 'Rate this work' : `Your rating: ${rating} of 5 stars`}
        className="flex items-center"
        onMouseLeave={() => setPreview(null)}
      >
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            disabled={isPending}
            aria-label={`Rate ${star} star${star === 1 ? '' : 's'}`}
            aria-pressed={rating === star}
            onMouseEnter={() => setPreview(star)}
            onFocus={() => setPreview(star)}
            onBlur={() => setPreview(null)}
            onClick={() => onRate(star)}
            className="cursor-pointer rounded p-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-wait"
          >
            <Star
              aria-hidden
              data-filled={star <= shown}
              className={cn(
                'size-5 transition-colors',
                star <= shown
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-transparent text-muted-foreground/50',
              )}
            />
          </button>
        ))}
      </div>
      <span className="text-xs text-muted-foreground">
        {rating === null ? 'Tap a star to rate' : 'Your rating'}
      </span>
    </div>
  )
}
