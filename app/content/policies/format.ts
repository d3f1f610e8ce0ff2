import { groupThousands } from '#shared/numbers'

/** Small formatters the policy copy uses to quote the shop's constants. */

/** A whole-dollar amount as the pages show it: `$1,250`. */
export const dollars = (amount: number) => `$${groupThousands(amount)}`

/** `a, b, c and d`. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A date as the privacy policy shows it, `21 November 2026`, in Singapore time. */
export function formatPolicyDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' }).format(date)
}
