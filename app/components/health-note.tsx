import { disclaimer } from '~/content/claims'
import { cn } from '~/lib/cn'

/** The disclaimer, shown again beside health claims. */
export function HealthNote({ note, className }: { note: string; className?: string }) {
  return (
    <p className={cn('mx-auto max-w-3xl text-xs text-stone-600', className)}>
      {note} {disclaimer}
    </p>
  )
}
