import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { cn } from '~/lib/cn'
import { formatMoney } from '~/lib/money'
import { variantParam } from '~/lib/storefront/ids'
import type { Product, ProductVariant } from '~/lib/storefront/types'
import { type OptionValueChoice, optionGroups } from '~/features/catalog/variants'
import { useCopy, useLocale } from '~/i18n/use-copy'

const valueClass =
  'block rounded-xl border-2 px-3 py-1.5 text-left md:py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * One group per option (Size, Colour …). Each value is a link to `?variant=`, so choosing works
 * before and without JavaScript; the chosen one is `aria-current`. With JavaScript a choice only
 * replaces the URL, keeping the scroll and asking for no data (the product route's
 * `shouldRevalidate`): the page shows the variant it names at once.
 * A value no variant can be bought with is disabled; one not for sale with the other chosen
 * values is marked, before it is chosen, sold out (that combination is made) or not offered (it
 * is not), and still leads to that combination or the nearest one on sale.
 */
export function VariantPicker({
  product,
  selected,
  sizeGuide,
  sizeOption = null,
}: {
  product: Product
  selected: ProductVariant | undefined
  sizeGuide?: ReactNode
  /** The option the size guide is for, by its name in the page's language (`sizeOptionOf`). */
  sizeOption?: string | null
}) {
  const { productCopy } = useCopy('catalogue')
  const groups = optionGroups(product.options, product.variants, selected)
  // With one option, each value is one variant: its price helps the choice.
  const withPrices = groups.length === 1
  return (
    <section aria-labelledby="variant-heading" className="flex flex-col gap-3 md:gap-4">
      {/* Each group names itself; on a phone the heading is only heard, keeping Add to Cart above the fold. */}
      <h2 id="variant-heading" className="sr-only text-sm font-semibold text-stone-900 md:not-sr-only">
        {productCopy.selectVariant}
      </h2>
      {groups.map((group, index) => (
        <div key={group.name} role="group" aria-labelledby={`option-${index}`}>
          {/* The size guide beside the Size label: no row of its own, so Add to Cart stays above a phone's fold. */}
          <div className="mb-1.5 flex items-center justify-between gap-3 md:mb-2">
            <p id={`option-${index}`} className="text-sm text-stone-700">
              <span className="font-semibold text-stone-900">{group.name}</span>
              {group.selectedValue ? <span>: {group.selectedValue}</span> : null}
            </p>
            {group.name === sizeOption ? sizeGuide : null}
          </div>
          {/* On a phone, values with prices three to a row (two on the narrowest, where a price in rupiah is wider than a third), others as wide as their words. */}
          <ul className={cn('gap-2', withPrices ? 'grid grid-cols-2 min-[375px]:grid-cols-3' : 'flex flex-wrap sm:grid sm:grid-cols-3 lg:grid-cols-4')}>
            {group.values.map((choice) => (
              <li key={choice.value} className="flex min-w-0">
                <OptionValue handle={product.handle} choice={choice} showPrice={withPrices} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

function OptionValue({ handle, choice, showPrice }: { handle: string; choice: OptionValueChoice<ProductVariant>; showPrice: boolean }) {
  const { productCopy } = useCopy('catalogue')
  const locale = useLocale()
  const { value, selected, available, exists, target } = choice
  const status = available ? (showPrice && target ? formatMoney(target.price, locale) : null) : exists ? productCopy.soldOut : productCopy.notOffered
  const label = (
    <>
      <span className={cn('block', !available && 'line-through decoration-stone-400')}>
        {value}
        {status && !showPrice ? <span className="sr-only">, {status}</span> : null}
      </span>
      {status && showPrice ? <span className="block text-xs text-stone-600">{status}</span> : null}
    </>
  )
  if (!target) {
    return (
      <span role="link" aria-disabled="true" className={cn(valueClass, 'w-full cursor-not-allowed border-dashed border-stone-200 text-stone-500')}>
        {label}
      </span>
    )
  }
  return (
    <Link
      to={`/product/${handle}?variant=${variantParam(target.id)}`}
      replace
      preventScrollReset
      defaultShouldRevalidate={false}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        valueClass,
        'w-full',
        selected ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900' : 'border-stone-200 hover:border-brand-300',
        !available && !selected && 'border-dashed text-stone-600',
      )}
    >
      {label}
    </Link>
  )
}
