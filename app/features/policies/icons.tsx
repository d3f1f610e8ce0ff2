import { Icon, type IconName } from '~/components/icon'
import type { IconName as PolicyIconName } from '~/content/policies/types'

const icons: Record<PolicyIconName, IconName> = {
  truck: 'truck',
  clock: 'clock',
  'map-pin': 'map-pin',
  globe: 'globe',
  package: 'package',
  shield: 'shield-check',
  wallet: 'wallet',
  mail: 'mail',
  phone: 'phone',
  message: 'message-square',
  timer: 'timer',
  calendar: 'calendar-days',
  alert: 'triangle-exclamation-point',
}

/** A decorative icon named in the copy. */
export function PolicyIcon({ name, className }: { name: PolicyIconName; className?: string }) {
  return <Icon name={icons[name]} className={className} aria-hidden="true" />
}
