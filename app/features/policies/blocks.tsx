import { Icon } from '~/components/icon'
import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import type { Card, Faq, Section, Table } from '~/content/policies/types'
import { cn } from '~/lib/cn'
import { PolicyIcon } from './icons'

/** Building blocks the three policy pages share. */

export function PolicySection({
  id,
  heading,
  intro,
  children,
  className,
}: {
  id: string
  heading: string
  intro?: string
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn('mx-auto max-w-7xl px-4 py-10 lg:px-8', className)}>
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold text-stone-900 md:text-3xl">
        {heading}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-stone-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}

export function CardGrid({ cards, label }: { cards: readonly Card[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <PolicyIcon name={card.icon} className="size-5" />
          </span>
          <h3 className="mt-3 font-semibold text-stone-900">{card.title}</h3>
          <p className="mt-1 text-sm text-stone-700">{card.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** A data table that scrolls sideways on narrow screens rather than squashing its columns. */
export function DataTable({ table, className }: { table: Table; className?: string }) {
  const rowHeaders = table.rowHeaders ?? true
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-stone-200', className)}>
      <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
        <caption className="bg-earth-50 px-4 py-2.5 text-left font-semibold text-stone-900">{table.caption}</caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {table.columns.map((column, i) => (
              <th key={i} scope="col" className="px-4 py-2.5 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {table.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) =>
                i === 0 && rowHeaders ? (
                  <th key={i} scope="row" className="px-4 py-2.5 font-medium text-stone-900">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-4 py-2.5 text-stone-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A native disclosure. Disclosures sharing a `name` form an exclusive accordion: opening one
 * closes the others, with no JavaScript, and each one still closes on its own.
 */
export function Disclosure({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <details name={name} className="group rounded-xl border border-stone-200 bg-white open:border-brand-200 open:shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3.5 font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <Icon name="chevron-down" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-3 px-4 pb-4 text-stone-700">{children}</div>
    </details>
  )
}

export function SectionBody({ section }: { section: Section }) {
  return (
    <>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.points ? (
        <ul className="list-disc space-y-1 pl-5">
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {section.table ? <DataTable table={section.table} /> : null}
      {section.link ? (
        <p>
          <Link to={section.link.to} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {section.link.label}
          </Link>
        </p>
      ) : null}
    </>
  )
}

export function SectionAccordion({ name, sections }: { name: string; sections: readonly Section[] }) {
  return (
    <div className="space-y-3">
      {sections.map((section) => (
        <Disclosure key={section.title} name={name} title={section.title}>
          <SectionBody section={section} />
        </Disclosure>
      ))}
    </div>
  )
}

export function FaqList({ name, faqs }: { name: string; faqs: readonly Faq[] }) {
  return (
    <div className="space-y-3">
      {faqs.map((faq) => (
        <Disclosure key={faq.question} name={name} title={faq.question}>
          <p>{faq.answer}</p>
        </Disclosure>
      ))}
    </div>
  )
}
