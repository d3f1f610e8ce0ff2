import type * as en from '../../../policies/format'
import type { Translation } from '../../translation'

/** Amounts and capitals are written as in English; the list's last join and the date are Malay. */
export { capitalize, dollars } from '../../../policies/format'

/** `a, b, c dan d`. */
export const joinList: Translation<typeof en.joinList> = (items: readonly string[]) => {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1]}`
}

/** A date as the privacy policy shows it, `21 Ogos 2026`, in Singapore time. */
export const formatPolicyDate: Translation<typeof en.formatPolicyDate> = (date: Date) =>
  new Intl.DateTimeFormat('ms-MY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' }).format(date)
