import type { Market } from '#shared/markets'
import { shipping } from '#shared/shop'
import type * as en from '../../market-pages'
import type { Translation } from '../translation'
import { amountIn, isHome } from './market-shipping'
import { homeDescriptionLead, type PageCopy, pages } from './pages.server'

const countryNames: Record<string, string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Serikat',
}
/** `5–14 hari kerja`. */
const days = (s: string) => s.replace(/(\d)-(\d)/g, '$1–$2').replace(/business days?/, 'hari kerja')

/**
 * A page's copy in a market, as English's: a description (or intro) that names Singapore's
 * free-shipping threshold names the market's own, in its currency; every other page's copy, and
 * all of Singapore's, as it is.
 */
export const pageCopyIn: Translation<typeof en.pageCopyIn> = (copy: PageCopy, market: Market): PageCopy => {
  if (isHome(market)) return copy
  const { freeOver } = market.shipping
  const free = freeOver === null ? null : amountIn(market, freeOver)
  switch (copy.path) {
    case pages.home.path:
      return { ...copy, description: `${homeDescriptionLead} ${free ? `Gratis ongkir di atas ${free}.` : 'Dikirim ke seluruh dunia dari Singapura.'}` }
    case pages.limitedOffers.path: {
      const range = 'Belanja semua produk grounding kami: seprai, alas, paket, dan aksesori'
      return {
        ...copy,
        description: free ? `${range}, dengan gratis ongkir di atas ${free}.` : `${range}, dikirim ke seluruh dunia dari Singapura.`,
        intro: free
          ? `Semua produk kami dalam satu tempat, dengan gratis ongkir untuk pesanan di atas ${free}.`
          : 'Semua produk kami dalam satu tempat, dikirim ke seluruh dunia dari Singapura.',
      }
    }
    case pages.shippingPolicy.path: {
      const abroad = free
        ? `Pengiriman ke ${countryNames[market.name] ?? market.name} dalam ${days(shipping.internationalDelivery)}, gratis di atas ${free}.`
        : `Pengiriman ke seluruh dunia dalam ${days(shipping.internationalDelivery)}, ongkir tampil saat checkout.`
      return { ...copy, description: `${abroad} Pengiriman di Singapura dalam ${days(shipping.domesticDelivery)}.` }
    }
    default:
      return copy
  }
}
