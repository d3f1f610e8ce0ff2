import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** Eyebrow, h2 and intro of a page section; the h2's id labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'light',
  introFromSm = false,
  children,
}: {
  id: string
  eyebrow?: string
  title: string
  intro?: ReactNode
  align?: 'center' | 'left'
  tone?: 'light' | 'dark'
  /** The intro only from the small breakpoint up: a phone goes straight to the section's content. */
  introFromSm?: boolean
  children?: ReactNode
}) {
  const dark = tone === 'dark'
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className={cn('section-eyebrow', dark ? 'text-brand-200' : 'text-accent-600')}>{eyebrow}</p> : null}
      <h2 id={id} className={cn('section-title', dark ? 'text-white' : 'text-stone-900')}>
        {title}
      </h2>
      {intro ? <p className={cn('mt-3 md:mt-4 md:text-lg', introFromSm && 'hidden sm:block', dark ? 'text-brand-100' : 'text-stone-700')}>{intro}</p> : null}
      {children}
    </div>
  )
}

/** The outer frame of a section: background, vertical rhythm and the centred column. */
export function Section({
  labelledBy,
  id,
  className,
  compact = false,
  children,
}: {
  labelledBy: string
  id?: string
  className?: string
  /** Less room above and below on a phone (the home page's sections, so its products come sooner). */
  compact?: boolean
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(compact ? 'py-7' : 'py-10', 'outline-none md:py-24', className)}>
      <div className="mx-auto max-w-7xl px-4 lg:px-8">{children}</div>
    </section>
  )
}
