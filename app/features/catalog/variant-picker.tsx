import { Link } from 'react-router'
import { productCopy } from '~/content/catalogue'
import { cn } from '~/lib/cn'
import { formatMoney } from '~/lib/money'
import { variantParam } from '~/lib/storefront/ids'
import type { Product, ProductVariant } from '~/lib/storefront/types'
import { type OptionValueChoice, optionGroups } from './variants'

const valueClass =
  'block rounded-xl border-2 px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * One group per option (Size, Colour …). Each value is a link to `?variant=`, so choosing works
 * before and without JavaScript; the chosen one is `aria-current`. With JavaScript a choice only
 * replaces the address, keeping the scroll and asking for no data (the product route's
 * `shouldRevalidate`): the page shows the variant it names at once.
 * A value no variant can be bought with is disabled; one not for sale with the other chosen
 * values is marked unavailable and still leads to that combination or the nearest one on sale.
 */
export function VariantPicker({ product, selected }: { product: Product; selected: ProductVariant | undefined }) {
  const groups = optionGroups(product.options, product.variants, selected)
  // With one option, each value is one variant: its price helps the choice.
  const withPrices = groups.length === 1
  return (
    <section aria-labelledby="variant-heading" className="flex flex-col gap-4">
      <h2 id="variant-heading" className="text-sm font-semibold text-stone-900">
        {productCopy.selectVariant}
      </h2>
      {groups.map((group, index) => (
        <div key={group.name} role="group" aria-labelledby={`option-${index}`}>
          <p id={`option-${index}`} className="mb-2 text-sm text-stone-700">
            <span className="font-semibold text-stone-900">{group.name}</span>
            {group.selectedValue ? <span>: {group.selectedValue}</span> : null}
          </p>
          <ul className={cn('grid gap-2', withPrices ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4')}>
            {group.values.map((choice) => (
              <li key={choice.value} className="flex">
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
  const { value, selected, available, target } = choice
  const status = available ? (showPrice && target ? formatMoney(target.price) : null) : productCopy.unavailable
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
