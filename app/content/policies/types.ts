/** Shapes shared by the policy pages' copy. */

export type Link = { label: string; to: string }

export type Table = {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly string[])[]
  /** Rows whose first cell heads the row (a `th scope="row"`). Default true. */
  rowHeaders?: boolean
}

/** A collapsible section: a title, then paragraphs, an optional list, table and link. */
export type Section = {
  title: string
  paragraphs: readonly string[]
  points?: readonly string[]
  table?: Table
  link?: Link
}

export type Faq = { question: string; answer: string }

export type Card = { icon: IconName; title: string; text: string }

/** Icons the policy components know how to draw (lucide names, mapped in the component). */
export type IconName = 'truck' | 'clock' | 'map-pin' | 'globe' | 'package' | 'shield' | 'wallet' | 'mail' | 'phone' | 'message' | 'timer' | 'calendar' | 'alert'
