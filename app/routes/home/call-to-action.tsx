import { Icon, type IconName } from '~/components/icon'
import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import type { HomeCopy } from '~/content/home'
import { ScrollLink } from '~/components/ui/scroll-link'

const perkIcons: IconName[] = ['truck', 'heart-handshake', 'shield-check']

/** The closing invitation: perks, the button back up to the products, and where to read more. */
export function CallToAction({ copy }: { copy: Omit<HomeCopy['cta'], 'perks'> & { perks: readonly string[] } }) {
  return (
    <section aria-labelledby="home-cta-heading" className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center md:py-24 lg:px-8">
        <h2 id="home-cta-heading" className="font-display text-3xl font-bold tracking-tight md:text-5xl">
          {copy.heading}
        </h2>
        <p className="mt-4 text-lg text-brand-100 md:text-xl">{copy.lead}</p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-3">
          {copy.perks.map((perk, i) => {
            const icon = perkIcons[i] ?? 'shield-check'
            return (
              <li key={perk} className="cta-perk">
                <Icon name={icon} className="size-5 shrink-0 text-brand-200" aria-hidden="true" />
                {perk}
              </li>
            )
          })}
        </ul>
        <ScrollLink href={copy.button.href} className={buttonClass({ variant: 'accent', size: 'lg', className: 'mt-10 px-9 text-lg' })}>
          {copy.button.label}
        </ScrollLink>
        <p className="mt-6 text-brand-100">
          {copy.moreBefore}{' '}
          <Link to={copy.science.to} className="font-semibold text-white underline underline-offset-4">
            {copy.science.label}
          </Link>{' '}
          {copy.between}{' '}
          <Link to={copy.faq.to} className="font-semibold text-white underline underline-offset-4">
            {copy.faq.label}
          </Link>
          .
        </p>
      </div>
    </section>
  )
}
