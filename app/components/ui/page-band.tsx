import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

type Props = { id: string; title: string; intro?: string; tone?: 'white' | 'earth' | 'brand'; children: ReactNode; className?: string }

const tones = { white: 'bg-white', earth: 'bg-earth-50', brand: 'bg-brand-50' }

/** A band of the testimonials page: its heading (which names the region) and its content. */
export function PageBand({ id, title, intro, tone = 'white', children, className }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn(tones[tone], 'scroll-mt-[calc(var(--header-h)+0.5rem)]')}>
      <div className={cn('mx-auto max-w-7xl px-4 py-12 md:py-16 lg:px-8', className)}>
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold tracking-tight text-stone-900 md:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-2xl text-stone-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
