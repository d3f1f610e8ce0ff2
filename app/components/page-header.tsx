import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from '~/components/breadcrumbs'
import type { PageHeading } from '~/content/pages.server'

/** Breadcrumb bar, then the page's heading and intro. */
export function PageHeader({ copy, trail, children }: { copy: PageHeading; trail?: Crumb[]; children?: ReactNode }) {
  return (
    <>
      <Breadcrumbs items={trail} current={copy.crumb} />
      <div className="bg-gradient-to-b from-earth-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 lg:px-8">
          <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900 md:text-5xl">{copy.heading}</h1>
          {copy.intro ? <p className="mt-3 max-w-2xl text-lg text-stone-700">{copy.intro}</p> : null}
          {children}
        </div>
      </div>
    </>
  )
}
