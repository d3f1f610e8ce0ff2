import { Bandage, Brain, Footprints, HeartPulse, Leaf, Moon, Sun, Zap } from 'lucide-react'
import type { BenefitIcon as IconName } from '~/content/home'
import { cn } from '~/lib/cn'

const icons = {
  sleep: Moon,
  pain: Leaf,
  energy: Zap,
  stress: Brain,
  recovery: Footprints,
  healing: Bandage,
  vitality: Sun,
  heart: HeartPulse,
}

/** The round icon badge of a benefit. */
export function BenefitIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name]
  return (
    <span className={cn('inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700', className)}>
      <Icon className="size-6" aria-hidden="true" />
    </span>
  )
}
