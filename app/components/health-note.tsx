import { cn } from '~/lib/cn'
import { useCopy } from '~/i18n/use-copy'

/** The disclaimer, shown again beside health claims. */
export function HealthNote({ note, className }: { note: string; className?: string }) {
  const { disclaimer } = useCopy('claims')
  return (
    <p className={cn('mx-auto max-w-3xl text-xs text-stone-600', className)}>
      {note} {disclaimer}
    </p>
  )
}
