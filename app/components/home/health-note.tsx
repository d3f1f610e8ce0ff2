import { home } from '~/content/home'
import { disclaimer } from '~/content/shop'
import { cn } from '~/lib/cn'

/** The disclaimer, shown again beside health claims. */
export function HealthNote({ className }: { className?: string }) {
  return (
    <p className={cn('mx-auto max-w-3xl text-xs text-stone-600', className)}>
      {home.healthNote} {disclaimer}
    </p>
  )
}
