import type { CSSProperties } from 'react'
import { cn } from '~/lib/cn'
import { useCopy } from '~/i18n/use-copy'

/** A rating drawn as five stars (whole stars, rounded) and read out as 'Rated n out of 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { ratingLabel } = useCopy('shop')
  const filled = Math.max(0, Math.min(5, Math.round(rating)))
  return <span role="img" aria-label={ratingLabel({ rating })} className={cn('star-rating', className)} style={{ '--filled': filled } as CSSProperties} />
}
