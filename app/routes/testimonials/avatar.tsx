import { cn } from '~/lib/cn'

const palettes = ['bg-brand-100 text-brand-800', 'bg-earth-100 text-earth-700', 'bg-amber-100 text-amber-900', 'bg-sky-100 text-sky-900']

/** Initials in a circle: the avatar of a customer who sent no photo. */
export function Avatar({ initials, seed = 0, className }: { initials: string; seed?: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-full font-semibold', palettes[seed % palettes.length], className)}
    >
      {initials}
    </span>
  )
}
