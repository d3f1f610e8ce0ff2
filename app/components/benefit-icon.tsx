import { Icon, type IconName } from '~/components/icon'
import type { BenefitIcon } from '~/content/home'
import { cn } from '~/lib/cn'

const icons: Record<BenefitIcon, IconName> = {
  sleep: 'moon',
  pain: 'leaf',
  energy: 'zap',
  stress: 'brain',
  recovery: 'footprints',
  healing: 'bandage',
  vitality: 'sun',
  heart: 'heart-pulse',
}

/** The round icon badge of a benefit. */
export function BenefitIcon({ name, className }: { name: BenefitIcon; className?: string }) {
  return (
    <span className={cn('inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700', className)}>
      <Icon name={icons[name]} className="size-6" aria-hidden="true" />
    </span>
  )
}
