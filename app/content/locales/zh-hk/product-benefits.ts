import { defaultMarket, type Market, type markets } from '#shared/markets'
import { catalogue, contact, returns, shipping } from '#shared/shop'
import type * as en from '../../product-benefits'
import type { Translation } from '../translation'
import { amountIn, marketShippingCopy } from './market-shipping'
import type { ProductTypeKey } from './product-page'

/** The shop's figures in words (shared/shop.ts, shared/identity.ts), as these sentences quote them. */
const ohms: Record<typeof catalogue.resistorOhms, string> = { '100k ohm': '100kΩ' }
const hours: Record<typeof catalogue.sheetUseHours, string> = { '8+ hours': '8小時以上' }
const years: Record<(typeof catalogue.productLife)[keyof typeof catalogue.productLife], string> = { '2-5 years': '2至5年', '3-7 years': '3至7年' }
const businessDays: Record<typeof shipping.processingDays | typeof shipping.domesticDelivery | typeof shipping.internationalDelivery, string> = {
  '1-2 business days': '1至2個工作天',
  '1-3 business days': '1至3個工作天',
  '5-14 business days': '5至14個工作天',
}
const cutoff: Record<typeof shipping.cutoff, string> = { '2:00 PM SGT': '新加坡時間下午2時' }
const responseTime: Record<typeof contact.responseTime, string> = { '24 hours on business days': '工作天24小時' }
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: '新加坡',
  Malaysia: '馬來西亞',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港',
  Australia: '澳洲',
  'United States': '美國',
}
const countryName = (name: string) => countryNames[name as keyof typeof countryNames] ?? name

type Benefit = { title: string; body: string }

const resistor = ohms[catalogue.resistorOhms]
const life = { sheets: years[catalogue.productLife.sheets], mats: years[catalogue.productLife.mats] }

const safe: Benefit = {
  title: '安全設計',
  body: `每條接地線均內置${resistor}限流電阻，而且只會使用插座的接地腳。`,
}
const tester: Benefit = { title: '附送接地測試器', body: '首次使用前，可用包裝內的測試器檢查你的牆上插座。' }
/** Singapore's; `benefitsIn` puts the page's market's in its place. */
const freeShipping: Benefit = marketShippingCopy.benefit(defaultMarket)
const easyReturns: Benefit = {
  title: '輕鬆退貨',
  body: `未開封貨品可於${returns.unopenedDays}日內退貨，另享${returns.warrantyMonths}個月製造保養。`,
}
const support: Benefit = {
  title: '隨時為你提供協助',
  body: `終身客戶支援：電郵至${contact.email}，我們會於${responseTime[contact.responseTime]}內回覆。`,
}

/** "Why you'll love it", per product type: each promise holds for what is in that box. */
export const productBenefits: Translation<typeof en.productBenefits> = {
  sheet: [
    { title: '整晚保持接地', body: `只要皮膚接觸床單任何位置，睡覺時便可接地${hours[catalogue.sheetUseHours]}。` },
    safe,
    tester,
    { title: '經久耐用', body: `以冷水清洗、不用衣物柔順劑，可持續導電${life.sheets}（接地墊為${life.mats}）。` },
    freeShipping,
    easyReturns,
  ],
  mat: [
    {
      title: '休息時也能接地',
      body: '皮膚接觸任何位置即可：在書枱前赤腳踩着、練習時手腳按着，或在梳化上擱着雙腿。',
    },
    safe,
    tester,
    { title: '經久耐用', body: `不時抹淨，可持續導電${life.mats}（床單為${life.sheets}）。` },
    freeShipping,
    easyReturns,
  ],
  kit: [
    { title: '一盒齊備', body: '隨附接地線、G型轉換插頭及接地測試器：第一晚即可使用。' },
    { title: '比逐件購買更划算', body: '套裝價錢低於逐件購買的總和。' },
    safe,
    { title: '經久耐用', body: `按標籤指示護理，床單可持續導電${life.sheets}，接地墊可達${life.mats}。` },
    freeShipping,
    easyReturns,
  ],
  accessory: [
    { title: '為我們的產品而設', body: '專為每款Groundwell床單、接地墊及接地線設計和測試。' },
    {
      title: '只用接地腳',
      body: `我們的產品全部不會使用插座的火線或零線插腳，而且每條接地線均內置${resistor}限流電阻。`,
    },
    {
      title: '讓你的設備保持接地',
      body: `我們的床單可導電${life.sheets}，接地墊可達${life.mats}；配合合適的接地線、插頭及定期檢查，便能一直保持連接。`,
    },
    freeShipping,
    easyReturns,
    support,
  ],
  other: [
    safe,
    { title: '經久耐用', body: `按標籤指示護理，我們的床單可持續導電${life.sheets}，接地墊可達${life.mats}。` },
    freeShipping,
    easyReturns,
    support,
  ],
}

/** A product type's benefits in a market: its shipping promise is that market's (shared/markets.ts). */
export const benefitsIn: Translation<typeof en.benefitsIn> = (type: ProductTypeKey, market: Market) =>
  productBenefits[type].map((benefit) => (benefit === freeShipping ? marketShippingCopy.benefit(market) : benefit))

/** Shipping and returns, from the shop's rules, the same for every product. */
export const shippingAndReturns: Translation<typeof en.shippingAndReturns> = [
  `由新加坡發貨，需時${businessDays[shipping.processingDays]}；於工作天${cutoff[shipping.cutoff]}前落單，即日處理。`,
  `新加坡：${businessDays[shipping.domesticDelivery]}送達，運費劃一${amountIn(defaultMarket, shipping.domesticFlatRate)}，訂單滿${amountIn(defaultMarket, shipping.domesticFreeThreshold)}免費送貨。`,
  `國際：${businessDays[shipping.internationalDelivery]}送達，${shipping.internationalFreeThresholds.map((t) => `${countryName(t.country)}訂單滿${t.threshold}`).join('、')}即享免費送貨。`,
  `未開封貨品可於${returns.unopenedDays}日內退貨；所有產品均享${returns.warrantyMonths}個月製造保養。`,
]
