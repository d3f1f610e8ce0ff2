import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { homeProducts } from '~/content/home-products'
import { Section, SectionHeading } from '~/components/ui/section'

const copy = homeProducts

/**
 * The popular-products section (`#products`, the target of the hero and call-to-action
 * buttons): heading, intro and 'Shop all products' around the product grid it is given.
 */
export function PopularProducts({ children }: { children?: ReactNode }) {
  return (
    <Section id="products" labelledBy="home-products-heading" className="bg-earth-50">
      <SectionHeading id="home-products-heading" title={copy.heading} intro={copy.intro} />
      {children ? <div className="mt-10">{children}</div> : null}
      <p className="mt-10 text-center">
        <Link to={copy.link.to} className={buttonClass({ size: 'lg' })}>
          {copy.link.label}
        </Link>
      </p>
    </Section>
  )
}
