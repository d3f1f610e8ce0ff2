import { Icon } from '~/components/icon'
import { Link } from 'react-router'
import type { HomeCopy } from '~/content/home'
import { Section, SectionHeading } from '~/components/ui/section'

/**
 * Five questions in an exclusive accordion: native `<details name>` opens one at a time,
 * closes again, works from the keyboard and needs no JavaScript.
 */
export function FaqTeaser({ copy }: { copy: HomeCopy['faq'] }) {
  return (
    <Section labelledBy="home-faq-heading" className="bg-earth-50">
      <SectionHeading id="home-faq-heading" title={copy.heading} intro={copy.intro} />
      <div className="mx-auto mt-10 max-w-3xl space-y-3">
        {copy.items.map((item, i) => (
          <details
            key={item.id}
            name="home-faq"
            open={i === 0}
            className="group faq-teaser-item"
          >
            <summary className="faq-teaser-question">
              {item.question}
              <Icon name="chevron-down" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="px-5 pb-5 text-stone-700">{item.answer}</p>
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
