import { Search } from 'lucide-react'
import { Form } from 'react-router'
import { cn } from '~/lib/cn'

export const searchCopy = { placeholder: 'Search products', label: 'Search products', submit: 'Search' }

/** The header search: a plain GET form to the full listing, so it works before hydration. */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  return (
    <Form method="get" action="/shop-all" role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {searchCopy.label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
      <input
        id={id}
        type="search"
        name="q"
        placeholder={searchCopy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pr-4 pl-9 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:outline-none"
      />
      <button type="submit" className="sr-only">
        {searchCopy.submit}
      </button>
    </Form>
  )
}
