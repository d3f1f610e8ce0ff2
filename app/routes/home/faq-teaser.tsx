import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import type { HomeCopy } from '~/content/home'
import { Section, SectionHeading } from '~/components/ui/section'

/**
 * Five questions in an exclusive accordion: native `<details name>` opens one at a time,
 * closes again, works from the keyboard and needs no JavaScript. The questions are FAQPage
 * structured data as microdata on the accordion itself, so their copy is sent once.
 */
export function FaqTeaser({ copy }: { copy: HomeCopy['faq'] }) {
  return (
    <Section labelledBy="home-faq-heading" className="bg-earth-50">
      <SectionHeading id="home-faq-heading" title={copy.heading} intro={copy.intro} />
      <div className="mx-auto mt-10 max-w-3xl space-y-3" itemScope itemType="https://schema.org/FAQPage">
        {copy.items.map((item, i) => (
          <details
            key={item.id}
            name="home-faq"
            open={i === 0}
            className="group faq-teaser-item"
            itemScope
            itemProp="mainEntity"
            itemType="https://schema.org/Question"
          >
            <summary className="faq-teaser-question">
              <span itemProp="name">{item.question}</span>
              <Icon name="chevron-down" className="faq-teaser-chevron" aria-hidden="true" />
            </summary>
            <p className="px-5 pb-5 text-stone-700" itemScope itemProp="acceptedAnswer" itemType="https://schema.org/Answer">
              <span itemProp="text">{item.answer}</span>
            </p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-center">
        <Link to={copy.more.to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {copy.more.label}
        </Link>
      </p>
    </Section>
  )
}
