import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { useCopy } from '~/i18n/use-copy'

export type Crumb = { label: string; to: string }

/** Home icon link, then linked items; the current page is plain text. */
export function Breadcrumbs({ items = [], current }: { items?: Crumb[]; current: string }) {
  const { breadcrumbCopy } = useCopy('layout')
  return (
    <nav aria-label={breadcrumbCopy.label} className="border-b border-stone-200 bg-earth-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1.5 px-4 py-2.5 text-sm text-stone-600 lg:px-8">
        <li className="flex items-center">
          <Link to="/" className="flex items-center rounded p-0.5 hover:text-brand-700">
            <Icon name="house" className="size-4" aria-hidden="true" />
            <span className="sr-only">{breadcrumbCopy.home}</span>
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.to} className="flex items-center gap-1.5">
            <Icon name="chevron-right" className="size-4 text-stone-400" aria-hidden="true" />
            <Link to={item.to} className="hover:text-brand-700 hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <Icon name="chevron-right" className="size-4 text-stone-400" aria-hidden="true" />
          <span aria-current="page" className="font-medium text-stone-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  )
}
