import { groupThousands } from '#shared/numbers'
import type * as en from '../../../policies/format'
import type { Translation } from '../../translation'

/** Small formatters the policy copy uses to quote the shop's constants. */

/** Capitalising is a no-op for Chinese, kept for the shape. */
export { capitalize } from '../../../policies/format'

/** A whole Singapore-dollar amount, named as such (`S$1,250`): a "$" alone reads as Hong Kong's own dollar. */
export const dollars: Translation<typeof en.dollars> = (amount: number) => `S$${groupThousands(amount)}`

/** `a、b、c及d`. */
export const joinList: Translation<typeof en.joinList> = (items: readonly string[]) => {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join('、')}及${items[items.length - 1]}`
}

/** A date as the privacy policy shows it, `2026年11月21日`, in Singapore time. */
export const formatPolicyDate: Translation<typeof en.formatPolicyDate> = (date: Date) =>
  new Intl.DateTimeFormat('zh-HK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' }).format(date)
