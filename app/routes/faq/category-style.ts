import type { IconName } from '~/components/icon'
import type { FaqColour, FaqIconName } from '~/content/faq'

/** The icon of each icon name used by the FAQ categories. */
export const categoryIcons: Record<FaqIconName, IconName> = {
  Sprout: 'sprout',
  ShieldCheck: 'shield-check',
  Wrench: 'wrench',
  House: 'house',
  Truck: 'truck',
  HeartPulse: 'heart-pulse',
}

/** Class names of each category colour (written out in full so Tailwind generates them). */
export const colourClasses: Record<FaqColour, { badge: string; chip: string; count: string }> = {
  emerald: {
    badge: 'bg-emerald-100 text-emerald-800',
    chip: 'border-emerald-200 bg-emerald-50 text-emerald-900 hover:border-emerald-400 hover:bg-emerald-100',
    count: 'bg-emerald-200 text-emerald-900',
  },
  sky: {
    badge: 'bg-sky-100 text-sky-800',
    chip: 'border-sky-200 bg-sky-50 text-sky-900 hover:border-sky-400 hover:bg-sky-100',
    count: 'bg-sky-200 text-sky-900',
  },
  amber: {
    badge: 'bg-amber-100 text-amber-800',
    chip: 'border-amber-200 bg-amber-50 text-amber-900 hover:border-amber-400 hover:bg-amber-100',
    count: 'bg-amber-200 text-amber-900',
  },
  violet: {
    badge: 'bg-violet-100 text-violet-800',
    chip: 'border-violet-200 bg-violet-50 text-violet-900 hover:border-violet-400 hover:bg-violet-100',
    count: 'bg-violet-200 text-violet-900',
  },
  teal: {
    badge: 'bg-teal-100 text-teal-800',
    chip: 'border-teal-200 bg-teal-50 text-teal-900 hover:border-teal-400 hover:bg-teal-100',
    count: 'bg-teal-200 text-teal-900',
  },
  rose: {
    badge: 'bg-rose-100 text-rose-800',
    chip: 'border-rose-200 bg-rose-50 text-rose-900 hover:border-rose-400 hover:bg-rose-100',
    count: 'bg-rose-200 text-rose-900',
  },
}

export const categoryAnchor = (id: string) => `category-${id}`
