import { cn } from '~/lib/cn'

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16 text-stone-600', className)}>
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  )
}
