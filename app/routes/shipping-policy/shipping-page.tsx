import { Icon } from '~/components/icon'
import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import type { ShippingTab } from '~/content/policies/shipping'
import { useCopy } from '~/i18n/use-copy'
import { CardGrid, DataTable, FaqList, PolicySection, SectionAccordion } from '~/features/policies/blocks'
import { TabList } from './tab-list'
import { ParcelProgress } from './parcel-progress'

function TabPanel({ tab }: { tab: ShippingTab }) {
  const { shippingCopy: copy } = useCopy('policies/shipping')
  return (
    <div className="space-y-6">
      <div>
        <h3 className="font-display text-xl font-bold text-stone-900 md:text-2xl">{tab.heading}</h3>
        <p className="mt-2 max-w-3xl text-stone-700">{tab.intro}</p>
      </div>
      {tab.id === 'tracking' ? <ParcelProgress label={copy.progressionLabel} stages={copy.progression} /> : null}
      {tab.tables.length ? (
        <div className={tab.tables.length > 1 ? 'grid items-start gap-6 lg:grid-cols-2' : 'max-w-3xl'}>
          {tab.tables.map((table) => (
            <DataTable key={table.caption} table={table} />
          ))}
        </div>
      ) : null}
      <div className="max-w-4xl">
        <SectionAccordion name={`shipping-${tab.id}`} sections={tab.sections} />
      </div>
    </div>
  )
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
      {children}
    </li>
  )
}

export function ContactCards() {
  const { shippingCopy: copy } = useCopy('policies/shipping')
  const { email, phone, response, form } = copy.contactCards
  const icon = 'size-5'
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <ContactCard icon={<Icon name="mail" className={icon} aria-hidden="true" />} title={email.title}>
        <a href={email.href} className="mt-1 font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {email.value}
        </a>
        <p className="mt-1 text-sm text-stone-700">{email.text}</p>
      </ContactCard>
      <ContactCard icon={<Icon name="phone" className={icon} aria-hidden="true" />} title={phone.title}>
        <a href={phone.href} className="mt-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {phone.value}
        </a>
        <p className="mt-1 text-sm text-stone-700">{phone.text}</p>
      </ContactCard>
      <ContactCard icon={<Icon name="clock" className={icon} aria-hidden="true" />} title={response.title}>
        <p className="mt-1 font-medium text-stone-900">{response.value}</p>
        <p className="mt-1 text-sm text-stone-700">{response.text}</p>
      </ContactCard>
      <ContactCard icon={<Icon name="message-square" className={icon} aria-hidden="true" />} title={form.title}>
        <p className="mt-1 text-sm text-stone-700">{form.text}</p>
        <Link to={form.link.to} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-4 self-start' })}>
          {form.link.label}
        </Link>
      </ContactCard>
    </ul>
  )
}

export function ShippingPolicyBody() {
  const { shippingCopy: copy } = useCopy('policies/shipping')
  return (
    <>
      <PolicySection id="shipping-summary" heading={copy.summaryHeading}>
        <CardGrid cards={copy.summary} />
      </PolicySection>
      <PolicySection id="shipping-details" heading={copy.detailsHeading} className="pt-0">
        <TabList label={copy.tabsLabel} items={copy.tabs.map((tab) => ({ id: tab.id, label: tab.label, panel: <TabPanel tab={tab} /> }))} />
      </PolicySection>
      <PolicySection id="shipping-faq" heading={copy.faqHeading}>
        <div className="max-w-4xl">
          <FaqList name="shipping-faq" faqs={copy.faqs} />
        </div>
      </PolicySection>
      <PolicySection id="shipping-contact" heading={copy.contactHeading} intro={copy.contactIntro} className="pb-16">
        <ContactCards />
      </PolicySection>
    </>
  )
}
