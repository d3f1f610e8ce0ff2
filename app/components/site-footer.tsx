import type { ReactNode } from 'react'
import { BackToTop } from '~/components/back-to-top'
import { brand } from '#shared/identity'

export const footerCopy = {
  // The legal name may end in its own full stop ('Pte. Ltd.'): never two.
  rights: (year: number) => `© ${year} ${brand.legalName.replace(/\.$/, '')}. All rights reserved.`,
}

/**
 * The footer: its links and copy (`links`, the server-only markup of `site-footer.server.tsx`,
 * which the root passes in), then the copyright line, whose year the server fixes per request,
 * and Back to Top, which runs.
 */
export function SiteFooter({ year, links }: { year: number; links: ReactNode }) {
  return (
    <footer className="bg-brand-900 text-brand-100">
      {links}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 pb-8 lg:px-8">
        <p className="text-xs text-brand-200">{footerCopy.rights(year)}</p>
        <BackToTop />
      </div>
    </footer>
  )
}
