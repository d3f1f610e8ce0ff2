import { defaultMarket, type Market } from '#shared/markets'
import { catalogue, contact, returns, shipping } from '#shared/shop'
import type * as en from '../../product-benefits'
import type { ProductTypeKey } from '../../product-page'
import type { Translation } from '../translation'
import { amountIn, marketShippingCopy } from './market-shipping'

type Benefit = { title: string; body: string }

/** The shop's figures (shared/shop.ts) as English gives them, the units in Chinese; a value it does not know stays as it is. */
const zh = (s: string) =>
  s
    .replace(/^(\d+) hours on business days$/, '工作日$1小时内')
    .replace(/^(.+) business days$/, '$1个工作日')
    .replace(/^(\d+)\+ hours$/, '$1小时以上')
    .replace(/^(.+) years$/, '$1年')
    .replace(/^(.+) ohm$/, '$1欧姆')
    .replace(/^(\d+):(\d\d) PM SGT$/, (_, h: string, m: string) => `新加坡时间下午${h}时${m === '00' ? '' : `${m}分`}`)

/** The markets' names (shared/markets.ts) in Chinese. */
const countryNames: Record<string, string> = {
  Singapore: '新加坡',
  Malaysia: '马来西亚',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港特区',
  Australia: '澳大利亚',
  'United States': '美国',
}
const country = (name: string) => countryNames[name] ?? name

const ohms = zh(catalogue.resistorOhms)
const life = { sheets: zh(catalogue.productLife.sheets), mats: zh(catalogue.productLife.mats) }

const safe: Benefit = {
  title: '安全设计',
  body: `每条接地线都内置${ohms}限流电阻，而且只用到插座的接地孔。`,
}
const tester: Benefit = { title: '附赠接地测试器', body: '首次使用前，可用盒内附带的测试器检查您的墙壁插座。' }
/** Singapore's; `benefitsIn` puts the page's market's in its place. */
const freeShipping: Benefit = marketShippingCopy.benefit(defaultMarket)
const easyReturns: Benefit = {
  title: '轻松退货',
  body: `未开封商品可在${returns.unopenedDays}天内退货，另享${returns.warrantyMonths}个月制造保修。`,
}
const support: Benefit = {
  title: '随时为您提供帮助',
  body: `终身客户支持：发电邮至${contact.email}，我们会在${zh(contact.responseTime)}回复。`,
}

export const productBenefits: Translation<typeof en.productBenefits> = {
  sheet: [
    { title: '整夜接地', body: `只要皮肤接触床单的任何部分，就能在睡眠中接地${zh(catalogue.sheetUseHours)}。` },
    safe,
    tester,
    { title: '经久耐用', body: `以冷水清洗、不用衣物柔顺剂，可持续导电${life.sheets}（我们的接地垫：${life.mats}）。` },
    freeShipping,
    easyReturns,
  ],
  mat: [
    {
      title: '在您休息的地方接地',
      body: '皮肤接触垫面任何部分即可：在办公桌前赤脚踩着，练习时手脚贴着，或在沙发上把腿搁在上面。',
    },
    safe,
    tester,
    { title: '经久耐用', body: `偶尔擦拭一下，即可持续导电${life.mats}（我们的床单：${life.sheets}）。` },
    freeShipping,
    easyReturns,
  ],
  kit: [
    { title: '一盒配齐', body: '附有接地线、Type G转换插头和接地测试器：第一晚就能使用。' },
    { title: '比逐件购买更划算', body: '套装价格低于逐件购买的总价。' },
    safe,
    { title: '经久耐用', body: `按照标签上的说明保养，床单可持续导电${life.sheets}，接地垫可持续导电${life.mats}。` },
    freeShipping,
    easyReturns,
  ],
  accessory: [
    { title: '专为我们的产品而设计', body: '与每款Groundwell床单、接地垫和接地线一同设计和测试。' },
    {
      title: '只用接地孔',
      body: `我们的所有产品都不会用到插座的火线孔或零线孔，而且每条接地线都内置${ohms}限流电阻。`,
    },
    {
      title: '让您的装置保持接地',
      body: `我们的床单可导电${life.sheets}，接地垫可导电${life.mats}；搭配合适的接地线和插头，并定期检查，就能在这段时间里一直保持连接。`,
    },
    freeShipping,
    easyReturns,
    support,
  ],
  other: [
    safe,
    { title: '经久耐用', body: `按照标签上的说明保养，我们的床单可持续导电${life.sheets}，接地垫可持续导电${life.mats}。` },
    freeShipping,
    easyReturns,
    support,
  ],
}

/** English's helper, on this module's benefits: a product type's benefits in a market, its shipping promise that market's. */
export const benefitsIn: Translation<typeof en.benefitsIn> = (type: ProductTypeKey, market: Market): Benefit[] =>
  productBenefits[type].map((benefit) => (benefit === freeShipping ? marketShippingCopy.benefit(market) : benefit))

export const shippingAndReturns: Translation<typeof en.shippingAndReturns> = [
  `从新加坡发货，处理时间为${zh(shipping.processingDays)}；于工作日${zh(shipping.cutoff)}前下单，当天即可处理。`,
  `新加坡：${zh(shipping.domesticDelivery)}送达，运费统一${amountIn(defaultMarket, shipping.domesticFlatRate)}，订单满${amountIn(defaultMarket, shipping.domesticFreeThreshold)}免运费。`,
  `国际：${zh(shipping.internationalDelivery)}送达；寄往${shipping.internationalFreeThresholds.map((t) => `${country(t.country)}满${t.threshold}`).join('、')}即可免运费。`,
  `未开封商品可在${returns.unopenedDays}天内退货；所有商品均享${returns.warrantyMonths}个月制造保修。`,
]
