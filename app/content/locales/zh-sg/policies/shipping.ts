import { contact, currency, shipping } from '#shared/shop'
import type * as en from '../../../policies/shipping'
import type { Card, Faq, Link } from '../../../policies/types'
import type { Translation } from '../../translation'
import { dollars, joinList } from './format'

/** Names in the shop's shipping rules (shared/shop.ts, shared/markets.ts) in Chinese; an unknown one as the data gives it. */
const names: Record<string, string> = {
  Singapore: '新加坡',
  Malaysia: '马来西亚',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港特区',
  Australia: '澳大利亚',
  'United States': '美国',
  Canada: '加拿大',
  'United Kingdom': '英国',
  'European Union': '欧盟',
  'Asia-Pacific': '亚太地区',
  'North America': '北美洲',
  Europe: '欧洲',
  'Middle East': '中东',
  'Chinese New Year': '农历新年',
  'Mid-year sales': '年中促销',
  'Year-end sales': '年终促销',
  'Christmas/New Year': '圣诞节/新年',
  'Order processed': '订单已处理',
  Dispatched: '已发货',
  'In transit': '运送中',
  'Out for delivery': '派送中',
  Delivered: '已送达',
}
const name = (s: string) => names[s] ?? s

/** The rules' durations and times as English gives them, the units in Chinese. */
const zh = (s: string) =>
  s
    .replace(/^(\d+) hours on business days$/, '工作日$1小时内')
    .replace(/^(.+) business days$/, '$1个工作日')
    .replace(/^(.+) days$/, '$1天')
    .replace(/^(\d+):(\d\d) PM SGT$/, (_, h: string, m: string) => `新加坡时间下午${h}时${m === '00' ? '' : `${m}分`}`)
    .replace(/^Mon-Fri (\d+)am-(\d+)pm SGT$/, '新加坡时间周一至周五上午$1时至下午$2时')

type ShippingTabId = en.ShippingTabId
type ShippingTab = Translation<en.ShippingTab>
type ParcelStage = en.ParcelStage

const flat = dollars(shipping.domesticFlatRate)
const free = dollars(shipping.domesticFreeThreshold)
const intlFree = dollars(shipping.internationalFreeThreshold)
const freeCountries = joinList(shipping.internationalFreeCountries.map(name))
/** Each market's own threshold, in its currency, and where it applies. */
const localThresholds = joinList(shipping.internationalFreeThresholds.map((t) => `${name(t.country)}${t.threshold}`))
const insured = dollars(shipping.insuranceThreshold)
const escalation = shipping.trackingEscalationDays
const response = `${shipping.supportResponseHours}小时`
const deMinimisText = joinList(shipping.deMinimis.map((d) => `${name(d.country)}${d.threshold}`))
const peakText = joinList(shipping.peakDelays.map((p) => `${name(p.season)}${zh(p.delay)}`))
const firstStage = name(shipping.parcelProgression[0] ?? '')
const lastStage = name(shipping.parcelProgression.at(-1) ?? '')
const atCheckout = '结账时计算'
const processing = zh(shipping.processingDays)
const cutoff = zh(shipping.cutoff)
const domestic = zh(shipping.domesticDelivery)
const international = zh(shipping.internationalDelivery)

const stageText = [
  `我们已收到您的订单，正在包装，需时${processing}。`,
  '您的包裹已交给快递公司，追踪链接正发送到您的收件箱。',
  `您的包裹正在运送途中：新加坡境内${domestic}送达，海外${international}送达。`,
  '快递员今天会把包裹送到您家门口。',
  `您的包裹已送达。如有任何损坏，请在${shipping.damageReportDays}天内告诉我们。`,
]

const tabs: ShippingTab[] = [
  {
    id: 'domestic',
    label: '本地',
    heading: '新加坡境内运送',
    intro: `所有新加坡订单统一运费${flat}，订单满${free}即可免运费。发货后${domestic}送达。`,
    tables: [
      {
        caption: '新加坡送货运费',
        columns: ['订单金额', '运费', '送货时间'],
        rows: [
          [`${free}以下`, `统一运费${flat}`, domestic],
          [`${free}及以上`, '免费', domestic],
        ],
      },
    ],
    sections: [
      {
        title: '订单处理与每日截单时间',
        paragraphs: [
          `我们会在${processing}内包装好您的订单，并交给快递公司。`,
          `于工作日${cutoff}前下单，当天即可处理。之后下单，或在周末及公共假期下单的订单，将在下一个工作日处理。`,
        ],
      },
      {
        title: '派送次数',
        paragraphs: [`快递员会尝试派送${shipping.domesticAttempts}次。如果家里没人，您会收到通知，告诉您包裹存放在哪个取件点。`],
      },
      {
        title: '到取件点领取',
        paragraphs: [`请在${shipping.pickupWindowDays}天内领取包裹。逾期未领的包裹会退回给我们；请联系我们，我们会安排重新派送。`],
      },
    ],
  },
  {
    id: 'international',
    label: '国际',
    heading: '国际运送',
    intro: `我们提供全球运送。送货需时${international}，运费在结账时根据您的地址和订单计算。寄往${freeCountries}的订单满${intlFree}即可免运费。`,
    tables: [
      {
        caption: '各地区预计送达时间',
        columns: ['地区', '预计送达时间'],
        rows: shipping.regionalEstimates.map((r) => [name(r.region), `${r.days}个工作日`]),
      },
      {
        caption: '国际运费',
        columns: ['目的地', '较小订单', '免运费门槛'],
        rows: [...shipping.internationalFreeThresholds.map((t) => [name(t.country), atCheckout, t.threshold]), ['其他所有国家', atCheckout, '不提供']],
      },
    ],
    sections: [
      {
        title: '海外派送次数',
        paragraphs: [`海外快递员会尝试派送${shipping.internationalAttempts}次，之后包裹会被保留待领取，或退回给我们。`],
      },
      {
        title: '海关、关税与税项',
        paragraphs: [
          '进口关税和税项由您所在的国家规定，不包括在我们的商品价格或运费中，须在包裹抵达时支付给快递公司或海关。',
          '许多国家对价值低于最低免税额的包裹不收取任何费用：',
        ],
        table: {
          caption: '免税（最低免税额）门槛',
          columns: ['目的地', '包裹价值在此金额以内免关税'],
          rows: shipping.deMinimis.map((d) => [name(d.country), d.threshold]),
        },
      },
      {
        title: '国际免运费',
        paragraphs: [
          `寄往${freeCountries}的订单满${intlFree}即可免运费。这些市场各自以本地货币设定门槛：${localThresholds}。寄往其他所有目的地的订单，以及较小的订单，结账页面会在您付款前显示确切运费。`,
        ],
      },
      {
        title: '价格与货币',
        paragraphs: [`除非注明其他货币，本页面的金额均以新加坡元（${currency.code}）计算。商店会以您所在市场的货币显示价格，结账时也以该货币收费。`],
      },
    ],
  },
  {
    id: 'tracking',
    label: '追踪',
    heading: '追踪您的包裹',
    intro: '包裹一离开我们，我们就会把追踪链接发到您的电邮。您的包裹会经过以下阶段：',
    tables: [],
    sections: [
      {
        title: '追踪信息没有更新？',
        paragraphs: [
          `如果追踪信息${escalation.domestic}天以上（新加坡）或${escalation.international}天以上（国际）都没有变化，请提供订单号码联系我们，我们会为您向快递公司跟进。`,
        ],
      },
      {
        title: '旺季延误',
        paragraphs: ['节假日和大型促销期间是快递公司最忙的时候。在以下时段，请预留更多时间：'],
        table: {
          caption: '旺季额外送货时间',
          columns: ['时段', '额外时间'],
          rows: shipping.peakDelays.map((p) => [name(p.season), zh(p.delay)]),
        },
      },
      {
        title: '地址错误或不完整',
        paragraphs: ['请在结账时检查您的地址。如果发现错误，请立即联系我们：包裹发出前我们可以为您更正；发出后，我们会尽可能请快递公司改送。'],
      },
    ],
  },
  {
    id: 'support',
    label: '帮助',
    heading: '问题与客户支持',
    intro: `送货出了问题？我们的团队会在${response}内回复每一条留言。`,
    tables: [],
    sections: [
      {
        title: '运送途中损坏',
        paragraphs: [`如有任何损坏，请在送达后${shipping.damageReportDays}天内通知我们，并附上包裹和商品的照片。我们会为您换货或退款，并支付运费。`],
        link: { label: '阅读我们的退货政策', to: '/return-policy' },
      },
      {
        title: '取消订单',
        paragraphs: [`只要订单尚未寄出，您可在下单后${shipping.cancellationHours}小时内取消订单，并获全额退款。`],
      },
      {
        title: '投保的包裹',
        paragraphs: [
          `价值${insured}或以上的包裹会自动投保，您无须支付任何费用。如果投保的包裹遗失，我们会寄出替换品或全额退款。`,
          '如果价值较低的包裹遗失，请联系我们，我们会与快递公司展开调查。',
        ],
      },
      {
        title: '获取帮助',
        paragraphs: [`请发电邮至${contact.email}，或致电${contact.phone}（${zh(contact.phoneHours)}）。请准备好您的订单号码，我们会在${response}内回复。`],
        link: { label: '给我们留言', to: '/contact' },
      },
    ],
  },
]

const faqs: Translation<Faq>[] = [
  {
    question: '新加坡的运费是多少？',
    answer: `每笔订单统一运费${flat}，订单满${free}则完全免运费。`,
  },
  {
    question: '我的订单什么时候发货？',
    answer: `${processing}内。于工作日${cutoff}前下单，当天即可处理。`,
  },
  {
    question: '新加坡境内送货需要多久？',
    answer: `发货后${domestic}送达，快递员会尝试派送${shipping.domesticAttempts}次。如果错过派送，请在${shipping.pickupWindowDays}天内到取件点领取包裹。`,
  },
  {
    question: '你们运送到新加坡以外的地方吗？',
    answer: `是的，全球都能送，需时${international}。运费在结账时计算，寄往${freeCountries}的订单满${intlFree}即可免运费。`,
  },
  {
    question: '我需要支付关税吗？',
    answer: `有可能：关税和进口税由您所在的国家规定，在包裹抵达时支付。许多国家对价值低于最低免税额的包裹不收费，例如${deMinimisText}。`,
  },
  {
    question: '如何追踪我的订单？',
    answer: `包裹一寄出，我们就会把追踪链接发到您的电邮。点击链接即可查看每个阶段，从“${firstStage}”到“${lastStage}”。`,
  },
  {
    question: '我的追踪信息一直没有更新，该怎么办？',
    answer: `新加坡境内请等待${escalation.domestic}天，海外请等待${escalation.international}天。如果仍然没有更新，请提供订单号码联系我们，我们会向快递公司跟进。`,
  },
  {
    question: '我的包裹送到时已损坏，怎么办？',
    answer: `请在送达后${shipping.damageReportDays}天内告诉我们，并发送照片。我们会为您换货或退款，并支付运费。价值${insured}或以上的包裹也会自动投保。`,
  },
  {
    question: '我可以取消订单吗？',
    answer: `可以，只要在下单后${shipping.cancellationHours}小时内，且在订单寄出前取消，即可获全额退款。`,
  },
  {
    question: '节假日会延误送货吗？',
    answer: `有可能，因为那是快递公司最忙的时候。一般需要的额外时间：${peakText}。`,
  },
]

export const shippingCopy: Translation<typeof en.shippingCopy> = {
  summaryHeading: '运送概览',
  summary: [
    { icon: 'truck', title: `新加坡订单满${free}免运费`, text: `较小订单统一运费${flat}。` },
    {
      icon: 'clock',
      title: `${processing}内发货`,
      text: `于工作日${cutoff}前下单，当天即可处理。`,
    },
    {
      icon: 'map-pin',
      title: `新加坡：${domestic}`,
      text: `派送${shipping.domesticAttempts}次，之后可在${shipping.pickupWindowDays}天内到取件点领取。`,
    },
    {
      icon: 'globe',
      title: `全球：${international}`,
      text: `运费在结账时计算；寄往${freeCountries}的订单满${intlFree}免运费。`,
    },
  ] satisfies Translation<Card>[],
  detailsHeading: '送货详情',
  tabsLabel: '运送信息',
  tabs,
  defaultTab: 'domestic' as ShippingTabId,
  progressionLabel: '包裹进度',
  progression: shipping.parcelProgression.map((stage, i): ParcelStage => ({ name: name(stage), text: stageText[i] ?? '' })),
  faqHeading: '运送常见问题',
  faqs,
  contactHeading: '还有疑问？',
  contactIntro: `我们的客服团队会在${response}内回复。`,
  contactCards: {
    email: { title: '电邮联系', value: contact.email, href: `mailto:${contact.email}`, text: '随时写信给我们。' },
    phone: { title: '电话联系', value: contact.phone, href: contact.phoneHref, text: zh(contact.phoneHours) },
    response: { title: '回复时间', value: `${response}内`, text: `我们会在${zh(contact.responseTime)}回复。` },
    form: {
      title: '联系表格',
      text: '请附上订单号码给我们留言。',
      link: { label: '前往联系页面', to: '/contact' } satisfies Translation<Link>,
    },
  },
}
