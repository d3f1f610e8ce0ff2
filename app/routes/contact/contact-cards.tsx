import { Icon } from '~/components/icon'
import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { useCopy } from '~/i18n/use-copy'

/** The ways to reach support (docs/product.md#contact): e-mail, phone and hours, response time, FAQ. */
export function ContactCards() {
  const { cards } = useCopy('contact').contactCopy
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <Card icon={<Icon name="mail" className="size-5" aria-hidden="true" />} title={cards.email.title} body={cards.email.body}>
        <a href={cards.email.href} className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline">
          {cards.email.action}
        </a>
      </Card>
      <Card icon={<Icon name="phone" className="size-5" aria-hidden="true" />} title={cards.phone.title} body={cards.phone.body}>
        <a href={cards.phone.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {cards.phone.action}
        </a>
      </Card>
      <Card icon={<Icon name="clock" className="size-5" aria-hidden="true" />} title={cards.response.title} body={cards.response.body} />
      <Card icon={<Icon name="circle-question-mark" className="size-5" aria-hidden="true" />} title={cards.faq.title} body={cards.faq.body}>
        <Link to={cards.faq.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {cards.faq.action}
        </Link>
      </Card>
    </ul>
  )
}

function Card({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children?: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h2 className="font-semibold text-stone-900">{title}</h2>
        <p className="mt-1 text-sm text-stone-700">{body}</p>
        {children ? <p className="mt-2 text-sm">{children}</p> : null}
      </div>
    </li>
  )
}
