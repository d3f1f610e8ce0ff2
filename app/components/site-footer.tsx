import { memo } from 'react'
import { Link } from '~/components/link'
import { BackToTop } from '~/components/back-to-top'
import { CountrySelector } from '~/components/country-selector'
import { LanguageLinks } from '~/components/language-links'
import { Icon } from '~/components/icon'
import { LogoMark } from '~/components/logo'
import { brand, contact, formatAddress } from '#shared/identity'
import { useCopy } from '~/i18n/use-copy'

/**
 * The footer: links, contact details, payment methods and disclaimer, then the copyright line,
 * whose year the server fixes per request (the root loader's), and Back to Top. Memoised, as the
 * header: a navigation renders the root layout again, not the footer.
 */
export const SiteFooter = memo(function SiteFooter({ year }: { year: number }) {
  const { footerCopy } = useCopy('layout')
  const { consentCopy } = useCopy('consent')
  return (
    <footer className="bg-brand-900 text-brand-100">
      <FooterLinks />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 pb-8 lg:px-8">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-brand-200">
          <p>{footerCopy.rights({ year })}</p>
          <Link to="/cookie-preferences" className="inline-block py-1 underline underline-offset-2 hover:text-white">
            {consentCopy.footerLink}
          </Link>
        </div>
        <BackToTop />
      </div>
    </footer>
  )
})

function FooterLinks() {
  const { footerCopy } = useCopy('layout')
  const { footerGroups, paymentMethods } = useCopy('navigation')
  const { disclaimer } = useCopy('claims')
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 font-display text-xl font-bold text-white">
            <LogoMark className="size-8" />
            {brand.name}
          </p>
          <p className="mt-3 max-w-sm text-sm text-brand-100">{footerCopy.about}</p>
          <h2 className="mt-6 text-sm font-semibold tracking-wider text-white uppercase">{footerCopy.contactHeading}</h2>
          {/* Links at least 24 px tall (WCAG 2.2 target size), in the rhythm of 20 px rows 8 px apart. */}
          <address className="mt-3 space-y-1 text-sm not-italic">
            <a href={`mailto:${contact.email}`} className="flex min-h-6 items-center gap-2 hover:text-white hover:underline">
              <Icon name="mail" className="size-4 shrink-0" aria-hidden="true" />
              {contact.email}
            </a>
            <a href={contact.phoneHref} className="flex min-h-6 items-center gap-2 hover:text-white hover:underline">
              <Icon name="phone" className="size-4 shrink-0" aria-hidden="true" />
              {contact.phone} <span className="text-brand-200">({contact.phoneHours})</span>
            </a>
            <p className="flex items-start gap-2 pt-0.5">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {formatAddress()}
            </p>
          </address>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.label} aria-label={footerCopy.group({ label: group.label })}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{group.label}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        {/* The copyright line and Back to Top follow, in `SiteFooter`: the bottom padding is theirs. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-8 pb-6 lg:px-8">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-sm font-semibold text-white">{footerCopy.paymentsHeading}</h2>
            <ul className="flex flex-wrap gap-2" aria-label={footerCopy.paymentMethods}>
              {paymentMethods.map((method) => (
                <li key={method} className="rounded-md border border-brand-700 bg-brand-800 px-2.5 py-1 text-xs font-semibold text-white">
                  {method}
                </li>
              ))}
            </ul>
          </div>
          <CountrySelector place="footer" className="max-w-xs" />
          <LanguageLinks place="footer" />
          <p className="max-w-3xl text-xs text-brand-200">{disclaimer}</p>
        </div>
      </div>
    </>
  )
}
