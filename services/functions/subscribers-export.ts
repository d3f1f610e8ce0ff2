import { stringify } from 'csv-stringify/sync'
import { asc } from 'drizzle-orm'
import { type Db, subscribers } from '../db/core'

/**
 * The header row of Shopify's customer import template (Customers → Import → sample CSV), in its
 * order: Shopify matches the columns by these names.
 */
export const SHOPIFY_CUSTOMER_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Accepts Email Marketing',
  'Default Address Company',
  'Default Address Address1',
  'Default Address Address2',
  'Default Address City',
  'Default Address Province Code',
  'Default Address Country Code',
  'Default Address Zip',
  'Default Address Phone',
  'Phone',
  'Accepts SMS Marketing',
  'Tags',
  'Note',
  'Tax Exempt',
] as const

type Column = (typeof SHOPIFY_CUSTOMER_COLUMNS)[number]

/**
 * The newsletter's subscribers as a Shopify customer import: each accepts e-mail marketing (they
 * signed up for it), tagged `newsletter`, the date and the welcome code in the note. The sign-up
 * asks only for an address, so the other columns are empty.
 */
export async function subscribersCsv(db: Db): Promise<{ csv: string; count: number }> {
  const rows = await db.select().from(subscribers).orderBy(asc(subscribers.id))
  const records = rows.map((s): Record<Column, string> => ({
    'First Name': '',
    'Last Name': '',
    Email: s.email,
    'Accepts Email Marketing': 'yes',
    'Default Address Company': '',
    'Default Address Address1': '',
    'Default Address Address2': '',
    'Default Address City': '',
    'Default Address Province Code': '',
    'Default Address Country Code': '',
    'Default Address Zip': '',
    'Default Address Phone': '',
    Phone: '',
    'Accepts SMS Marketing': 'no',
    Tags: 'newsletter',
    Note: [`Newsletter sign-up ${s.createdAt.toISOString().slice(0, 10)}`, s.discountCode ? `welcome code ${s.discountCode}` : null].filter(Boolean).join(', '),
    'Tax Exempt': 'no',
  }))
  const csv = stringify(records, { header: true, columns: [...SHOPIFY_CUSTOMER_COLUMNS], record_delimiter: 'windows' })
  return { csv, count: rows.length }
}
