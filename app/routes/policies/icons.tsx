import {
  CalendarDays,
  Clock,
  Globe,
  type LucideIcon,
  Mail,
  MapPin,
  MessageSquare,
  Package,
  Phone,
  ShieldCheck,
  Timer,
  TriangleAlert,
  Truck,
  Wallet,
} from 'lucide-react'
import type { IconName } from '~/content/policies/types'

const icons: Record<IconName, LucideIcon> = {
  truck: Truck,
  clock: Clock,
  'map-pin': MapPin,
  globe: Globe,
  package: Package,
  shield: ShieldCheck,
  wallet: Wallet,
  mail: Mail,
  phone: Phone,
  message: MessageSquare,
  timer: Timer,
  calendar: CalendarDays,
  alert: TriangleAlert,
}

/** A decorative icon named in the copy. */
export function PolicyIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name]
  return <Icon className={className} aria-hidden="true" />
}
