import type * as en from '../../../policies/format'
import type { Translation } from '../../translation'

import { groupThousands } from '#shared/numbers'

export { capitalize } from '../../../policies/format'

/** `$1.500`: the policies' Singapore dollars, grouped as Indonesian writes numbers. */
export const dollars: Translation<typeof en.dollars> = (amount: number) => `$${groupThousands(amount, 'id-ID')}`

/** `a, b, dan c`; two items `a dan b`. */
export const joinList: Translation<typeof en.joinList> = (items: readonly string[]): string => {
  if (items.length <= 1) return items.join('')
  if (items.length === 2) return `${items[0]} dan ${items[1]}`
  return `${items.slice(0, -1).join(', ')}, dan ${items[items.length - 1]}`
}

/** A date as the privacy policy shows it, `21 November 2026`, in Singapore time. */
export const formatPolicyDate: Translation<typeof en.formatPolicyDate> = (date: Date): string =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' }).format(date)
