import type { Market, markets } from '#shared/markets'
import { shipping } from '#shared/shop'
import type * as en from '../../market-pages'
import type { PageCopy } from '../../pages.server'
import type { Translation } from '../translation'
import { amountIn, isHome } from './market-shipping'
import { homeDescriptionLead, pages } from './pages.server'

/** The markets' countries as Malaysian Malay names them; a name the table does not hold is shown as it comes. */
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Syarikat',
}
const nameOf = (market: Market) => countryNames[market.name as keyof typeof countryNames] ?? market.name

/** The shop's English durations ('5-14 business days') in Malay, their figures as they are. */
const ms = (value: string) => value.replace(/\bbusiness days?\b/g, 'hari bekerja').replace(/\bdays?\b/g, 'hari')

/**
 * A page's copy in a market, as English's: a description (or intro) that names Singapore's
 * free-shipping threshold names the market's own; every other page's copy as it is.
 */
export const pageCopyIn: Translation<typeof en.pageCopyIn> = (copy: PageCopy, market: Market) => {
  if (isHome(market)) return copy
  const { freeOver } = market.shipping
  const free = freeOver === null ? null : amountIn(market, freeOver)
  switch (copy.path) {
    case pages.home.path:
      return {
        ...copy,
        description: `${homeDescriptionLead} ${free ? `Penghantaran percuma melebihi ${free}.` : 'Dihantar ke seluruh dunia dari Singapura.'}`,
      }
    case pages.limitedOffers.path: {
      const range = 'Beli seluruh rangkaian grounding kami: cadar, tikar, kit dan aksesori'
      return {
        ...copy,
        description: free ? `${range}, dengan penghantaran percuma melebihi ${free}.` : `${range}, dihantar ke seluruh dunia dari Singapura.`,
        intro: free
          ? `Seluruh rangkaian kami di satu tempat, dengan penghantaran percuma untuk pesanan melebihi ${free}.`
          : 'Seluruh rangkaian kami di satu tempat, dihantar ke seluruh dunia dari Singapura.',
      }
    }
    case pages.shippingPolicy.path: {
      const abroad = free
        ? `Penghantaran ke ${nameOf(market)} dalam ${ms(shipping.internationalDelivery)}, percuma melebihi ${free}.`
        : `Penghantaran ke seluruh dunia dalam ${ms(shipping.internationalDelivery)}, kos dipaparkan semasa daftar keluar.`
      return { ...copy, description: `${abroad} Penghantaran di Singapura dalam ${ms(shipping.domesticDelivery)}.` }
    }
    default:
      return copy
  }
}
