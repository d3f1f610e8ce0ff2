import { Star } from 'lucide-react'
import { testimonialsCopy } from '~/content/testimonials'
import { cn } from '~/lib/cn'

/** A rating drawn as five stars, read out as 'Rated n out of 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={testimonialsCopy.reviews.ratedAria(rating)} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= Math.round(rating) ? 'fill-amber-400 text-amber-500' : 'fill-stone-200 text-stone-300')}
        />
      ))}
    </span>
  )
}
