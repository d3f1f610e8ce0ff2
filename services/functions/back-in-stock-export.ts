import { stringify } from 'csv-stringify/sync'
import type { Db } from '../db/core'
import { openRequests, openRequestsByVariant } from './back-in-stock'

export const BACK_IN_STOCK_COLUMNS = ['Email', 'Product handle', 'Variant ID', 'Language', 'Requested at'] as const

/** The open back-in-stock requests as CSV, one a row, by product and variant, oldest first, each with the language to write to it in. */
export async function backInStockCsv(db: Db): Promise<{ csv: string; count: number }> {
  const rows = await openRequests(db)
  const csv = stringify(
    rows.map((r) => [r.email, r.productHandle, r.variantId, r.language, r.requestedAt.toISOString()]),
    { header: true, columns: [...BACK_IN_STOCK_COLUMNS], record_delimiter: 'windows' },
  )
  return { csv, count: rows.length }
}

/** The open requests counted by variant, as the owner reads them in a terminal. */
export async function backInStockSummary(db: Db): Promise<string> {
  const groups = await openRequestsByVariant(db)
  if (!groups.length) return 'No open back-in-stock requests.\n'
  const total = groups.reduce((sum, g) => sum + g.waiting, 0)
  const lines = groups.map(
    (g) =>
      `${String(g.waiting).padStart(4)}  ${g.productHandle}  variant ${g.variantId.split('/').pop()}  since ${new Date(g.since ?? 0).toISOString().slice(0, 10)}`,
  )
  return `${total} open request${total === 1 ? '' : 's'} for ${groups.length} variant${groups.length === 1 ? '' : 's'}:\n${lines.join('\n')}\n`
}
