import { DeliveryEstimate } from './delivery-estimate'
import { GiftCards } from './gift-cards'

/**
 * What the store says of the cart, under its total: the delivery rates of its market and the gift
 * cards. Its own module, fetched once the cart is seen with lines: no first paint needs it.
 */
export default function StoreCartSummary({ shown }: { shown: boolean }) {
  return (
    <>
      <DeliveryEstimate shown={shown} />
      <GiftCards />
    </>
  )
}
