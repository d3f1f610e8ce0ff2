import { Icon } from '~/components/icon'
import { useRouteLoaderData } from 'react-router'
import { useCopy } from '~/i18n/use-copy'

export function PromoBanner() {
  const { claims } = useCopy('claims')
  // The market's shipping rule, its amount in its own currency, worded by the root loader.
  const shipping = (useRouteLoaderData('root') as { shippingBanner?: string } | undefined)?.shippingBanner
  return (
    // One line from 320 px up: 10 px type, set tight, below 375 px (the amount names its currency).
    // Three columns made before their content arrives, each half from the divider: a part drawn
    // while the rest of the HTML is still coming never moves when the rest comes (centred as one
    // row, the rating moved 62 px as its last words arrived).
    <div className="grid h-8 grid-cols-[1fr_auto_1fr] items-center gap-1 bg-brand-800 px-1 min-[375px]:px-2 text-[10px] tracking-tight min-[375px]:tracking-normal font-medium whitespace-nowrap text-white min-[375px]:gap-2 min-[375px]:text-[11px] sm:gap-3 sm:text-xs md:h-9 md:text-sm">
      <p className="justify-self-end">{shipping}</p>
      <span aria-hidden="true" className="text-brand-300">
        |
      </span>
      <p className="flex items-center gap-1 justify-self-start">
        <Icon name="star" className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
        <span>{claims.ratingText}</span>
        <span aria-hidden="true">·</span>
        <span>{claims.reviewsBanner}</span>
      </p>
    </div>
  )
}
