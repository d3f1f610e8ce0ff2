import type * as en from '../../../policies/format'
import type { Translation } from '../../translation'

/** English's formatters, written as Chinese writes a list and a date; amounts as English shows them. */
export { dollars } from '../../../policies/format'

/** `甲、乙、丙和丁`. */
export const joinList: Translation<typeof en.joinList> = (items: readonly string[]): string => {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`
}

/** Chinese has no capitals: the text as it is. */
export const capitalize: Translation<typeof en.capitalize> = (s: string) => s

/** A date as the privacy policy shows it, `2026年11月21日`, in Singapore time. */
export const formatPolicyDate: Translation<typeof en.formatPolicyDate> = (date: Date): string =>
  new Intl.DateTimeFormat('zh-SG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' }).format(date)
