import { contact, currency, shipping } from '#shared/shop'
import type * as en from '../../../policies/shipping'
import type { Translation } from '../../translation'
import { dollars, joinList } from './format'

export type { ParcelStage, ShippingTab, ShippingTabId } from '../../../policies/shipping'

/** The shop's terms in words (shared/shop.ts, shared/identity.ts, shared/markets.ts), as the policy quotes them. */
const businessDays: Record<typeof shipping.processingDays | typeof shipping.domesticDelivery | typeof shipping.internationalDelivery, string> = {
  '1-2 business days': '1至2個工作天',
  '1-3 business days': '1至3個工作天',
  '5-14 business days': '5至14個工作天',
}
const cutoff: Record<typeof shipping.cutoff, string> = { '2:00 PM SGT': '新加坡時間下午2時' }
const attempts: Record<typeof shipping.domesticAttempts, string> = { '1-2': '1至2次' }
const phoneHours: Record<typeof contact.phoneHours, string> = { 'Mon-Fri 9am-6pm SGT': '星期一至五 上午9時至下午6時（新加坡時間）' }
const responseTime: Record<typeof contact.responseTime, string> = { '24 hours on business days': '工作天24小時' }
const places: Record<
  | (typeof shipping.internationalFreeThresholds)[number]['country']
  | (typeof shipping.regionalEstimates)[number]['region']
  | (typeof shipping.deMinimis)[number]['country'],
  string
> = {
  Singapore: '新加坡',
  Malaysia: '馬來西亞',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港',
  Australia: '澳洲',
  'Asia-Pacific': '亞太區',
  'North America': '北美',
  Europe: '歐洲',
  'Middle East': '中東',
  Canada: '加拿大',
  'United States': '美國',
  'United Kingdom': '英國',
  'European Union': '歐盟',
}
const place = (name: string) => places[name as keyof typeof places] ?? name
const seasons: Record<(typeof shipping.peakDelays)[number]['season'], string> = {
  'Chinese New Year': '農曆新年',
  'Mid-year sales': '年中大減價',
  'Year-end sales': '年尾大減價',
  'Christmas/New Year': '聖誕／新年',
}
const delays: Record<(typeof shipping.peakDelays)[number]['delay'], string> = {
  '+2-5 days': '額外2至5日',
  '+1-3 days': '額外1至3日',
  '+2-4 days': '額外2至4日',
  '+3-7 days': '額外3至7日',
}
const stages: Record<(typeof shipping.parcelProgression)[number], string> = {
  'Order processed': '訂單已處理',
  Dispatched: '已寄出',
  'In transit': '運送中',
  'Out for delivery': '派送中',
  Delivered: '已送達',
}

const flat = dollars(shipping.domesticFlatRate)
const free = dollars(shipping.domesticFreeThreshold)
const intlFree = dollars(shipping.internationalFreeThreshold)
const freeCountries = joinList(shipping.internationalFreeCountries.map(place))
/** Each market's own threshold, in its currency, and where it applies. */
const localThresholds = joinList(shipping.internationalFreeThresholds.map((t) => `${place(t.country)}${t.threshold}`))
const insured = dollars(shipping.insuranceThreshold)
const escalation = shipping.trackingEscalationDays
const response = `${shipping.supportResponseHours}小時`
const deMinimisText = joinList(shipping.deMinimis.map((d) => `${place(d.country)}${d.threshold}`))
const peakText = joinList(shipping.peakDelays.map((p) => `${seasons[p.season]}${delays[p.delay]}`))
const firstStage = stages[shipping.parcelProgression[0] as keyof typeof stages] ?? shipping.parcelProgression[0]
const lastStage = stages[shipping.parcelProgression.at(-1) as keyof typeof stages] ?? shipping.parcelProgression.at(-1)
const atCheckout = '結帳時計算'
const processing = businessDays[shipping.processingDays]
const domestic = businessDays[shipping.domesticDelivery]
const international = businessDays[shipping.internationalDelivery]
const domesticAttempts = attempts[shipping.domesticAttempts]
const cutoffTime = cutoff[shipping.cutoff]

const stageText = [
  `我們已收到你的訂單，正在包裝，需時${processing}。`,
  '你的包裹已交給速遞公司，追蹤連結正寄往你的郵箱。',
  `你的包裹正在運送途中：新加坡${domestic}，海外${international}。`,
  '速遞員今天會把包裹送到你家門口。',
  `你的包裹已送達。如有任何損壞，請於${shipping.damageReportDays}日內通知我們。`,
]

const tabs: Translation<typeof en.shippingCopy.tabs> = [
  {
    id: 'domestic',
    label: '本地',
    heading: '新加坡本地送貨',
    intro: `所有新加坡訂單運費劃一${flat}，訂單滿${free}即免運費。寄出後送貨需時${domestic}。`,
    tables: [
      {
        caption: '新加坡送貨收費',
        columns: ['訂單金額', '運費', '送貨時間'],
        rows: [
          [`${free}以下`, `劃一${flat}`, domestic],
          [`${free}或以上`, '免費', domestic],
        ],
      },
    ],
    sections: [
      {
        title: '處理時間及每日截單時間',
        paragraphs: [
          `我們會於${processing}內包裝好你的訂單並交給速遞公司。`,
          `於工作天${cutoffTime}前落單，即日處理。其後、週末或公眾假期落單的訂單，會於下一個工作天處理。`,
        ],
      },
      {
        title: '派送次數',
        paragraphs: [`速遞公司會嘗試派送${domesticAttempts}。如無人在家，你會收到通知，告訴你包裹存放在哪個自取點。`],
      },
      {
        title: '到自取點取件',
        paragraphs: [`請於${shipping.pickupWindowDays}日內取件。逾期未取的包裹會退回給我們；請聯絡我們，我們會再安排派送。`],
      },
    ],
  },
  {
    id: 'international',
    label: '國際',
    heading: '國際送貨',
    intro: `我們寄送全球。送貨需時${international}，運費於結帳時按你的地址及訂單計算。訂單滿${intlFree}，寄往${freeCountries}即免運費。`,
    tables: [
      {
        caption: '各地區預計送貨時間',
        columns: ['地區', '預計送貨時間'],
        rows: shipping.regionalEstimates.map((r) => [place(r.region), `${r.days.replace('-', '至')}個工作天`]),
      },
      {
        caption: '國際運費',
        columns: ['目的地', '較小額訂單', '免運費門檻'],
        rows: [...shipping.internationalFreeThresholds.map((t) => [place(t.country), atCheckout, t.threshold]), ['所有其他國家／地區', atCheckout, '不適用']],
      },
    ],
    sections: [
      {
        title: '海外派送次數',
        paragraphs: [`海外速遞公司會嘗試派送${shipping.internationalAttempts}次，之後包裹會留待自取或退回給我們。`],
      },
      {
        title: '海關、關稅及稅項',
        paragraphs: [
          '進口關稅及稅項由你所在的國家／地區訂定，並不包括在我們的價錢或運費之內，須於貨件抵達時向速遞公司或海關繳付。',
          '很多國家／地區對價值低於最低課稅額的包裹不收取任何費用：',
        ],
        table: {
          caption: '免稅（最低課稅額）門檻',
          columns: ['目的地', '以下價值的包裹免徵關稅'],
          rows: shipping.deMinimis.map((d) => [place(d.country), d.threshold]),
        },
      },
      {
        title: '國際免運費',
        paragraphs: [
          `訂單滿${intlFree}，寄往${freeCountries}即免運費。這些市場各自以當地貨幣訂定門檻：${localThresholds}。寄往其他目的地或較小額的訂單，結帳時會在你付款前顯示實際運費。`,
        ],
      },
      {
        title: '價錢及貨幣',
        paragraphs: [`除非註明其他貨幣，本頁所列金額均以新加坡元（${currency.code}）計算。商店會以你所在市場的貨幣顯示價錢，結帳時亦以該貨幣收費。`],
      },
    ],
  },
  {
    id: 'tracking',
    label: '追蹤',
    heading: '追蹤你的包裹',
    intro: '包裹一經寄出，我們便會以電郵送上追蹤連結。你的包裹會經過以下階段：',
    tables: [],
    sections: [
      {
        title: '追蹤資料沒有更新？',
        paragraphs: [
          `如追蹤資料${escalation.domestic}日以上（新加坡）或${escalation.international}日以上（國際）沒有更新，請聯絡我們並提供訂單編號，我們會代你向速遞公司跟進。`,
        ],
      },
      {
        title: '旺季延誤',
        paragraphs: ['節日及大型減價期間是速遞公司最繁忙的時候。在以下期間請預留額外時間：'],
        table: {
          caption: '旺季的額外送貨時間',
          columns: ['期間', '額外時間'],
          rows: shipping.peakDelays.map((p) => [seasons[p.season], delays[p.delay]]),
        },
      },
      {
        title: '地址錯誤或不完整',
        paragraphs: ['請在結帳時核對你的地址。如發現錯誤，請立即聯絡我們：包裹寄出前我們可以更正；寄出後，我們會盡可能請速遞公司改派。'],
      },
    ],
  },
  {
    id: 'support',
    label: '支援',
    heading: '問題及支援',
    intro: `送貨出了問題？我們的團隊會於${response}內回覆每一則訊息。`,
    tables: [],
    sections: [
      {
        title: '運送途中損壞',
        paragraphs: [`請於送達後${shipping.damageReportDays}日內報告任何損壞，並附上包裹及產品的相片。我們會為你更換或退款，並支付運費。`],
        link: { label: '閱讀我們的退貨政策', to: '/return-policy' },
      },
      {
        title: '取消訂單',
        paragraphs: [`只要訂單尚未寄出，你可於落單後${shipping.cancellationHours}小時內取消，並獲全數退款。`],
      },
      {
        title: '投保貨件',
        paragraphs: [
          `${insured}或以上的貨件會自動投保，你毋須支付任何費用。如投保的包裹遺失，我們會寄上替換品或全數退款。`,
          '如較小額的包裹遺失，請聯絡我們，我們會向速遞公司展開調查。',
        ],
      },
      {
        title: '尋求協助',
        paragraphs: [`請電郵至${contact.email}或致電${contact.phone}（${phoneHours[contact.phoneHours]}）。請準備好你的訂單編號，我們會於${response}內回覆。`],
        link: { label: '傳送訊息給我們', to: '/contact' },
      },
    ],
  },
]

const faqs: Translation<typeof en.shippingCopy.faqs> = [
  {
    question: '新加坡的運費是多少？',
    answer: `每張訂單劃一${flat}，訂單滿${free}則完全免運費。`,
  },
  {
    question: '我的訂單何時寄出？',
    answer: `${processing}內寄出。於工作天${cutoffTime}前落單，即日處理。`,
  },
  {
    question: '新加坡送貨需要多久？',
    answer: `寄出後${domestic}送達，速遞公司會嘗試派送${domesticAttempts}。如錯過派送，請於${shipping.pickupWindowDays}日內到自取點取件。`,
  },
  {
    question: '你們有寄到新加坡以外的地方嗎？',
    answer: `有，寄送全球，需時${international}。運費於結帳時計算，訂單滿${intlFree}寄往${freeCountries}即免運費。`,
  },
  {
    question: '我需要繳付關稅嗎？',
    answer: `有可能：關稅及進口稅由你所在的國家／地區訂定，須於貨件抵達時繳付。很多國家／地區對低於最低課稅額的包裹不收取任何費用，例如${deMinimisText}。`,
  },
  {
    question: '如何追蹤我的訂單？',
    answer: `包裹一經寄出，我們便會以電郵送上追蹤連結。按連結即可查看每個階段，由「${firstStage}」到「${lastStage}」。`,
  },
  {
    question: '我的追蹤資料一直沒有更新，應該怎樣做？',
    answer: `新加坡請等候${escalation.domestic}日，海外請等候${escalation.international}日。如仍然沒有更新，請聯絡我們並提供訂單編號，我們會向速遞公司跟進。`,
  },
  {
    question: '我的包裹送達時已損壞，怎麼辦？',
    answer: `請於送達後${shipping.damageReportDays}日內通知我們並傳送相片。我們會更換貨品或退款，並支付運費。${insured}或以上的貨件亦會自動投保。`,
  },
  {
    question: '我可以取消訂單嗎？',
    answer: `可以，只要在落單後${shipping.cancellationHours}小時內及貨品寄出前取消，即可獲全數退款。`,
  },
  {
    question: '假期會令送貨延誤嗎？',
    answer: `有可能，因為這是速遞公司最繁忙的時候。一般的額外時間：${peakText}。`,
  },
]

export const shippingCopy: Translation<typeof en.shippingCopy> = {
  summaryHeading: '送貨資料一覽',
  summary: [
    { icon: 'truck', title: `新加坡訂單滿${free}免運費`, text: `較小額訂單運費劃一${flat}。` },
    { icon: 'clock', title: `${processing}內寄出`, text: `於工作天${cutoffTime}前落單，即日處理。` },
    { icon: 'map-pin', title: `新加坡：${domestic}`, text: `派送${domesticAttempts}，之後可於${shipping.pickupWindowDays}日內到自取點取件。` },
    { icon: 'globe', title: `全球：${international}`, text: `運費於結帳時計算；訂單滿${intlFree}寄往${freeCountries}免運費。` },
  ],
  detailsHeading: '送貨詳情',
  tabsLabel: '送貨資料',
  tabs,
  defaultTab: 'domestic',
  progressionLabel: '包裹進度',
  progression: shipping.parcelProgression.map((name, i) => ({ name: stages[name], text: stageText[i] ?? '' })),
  faqHeading: '送貨問題',
  faqs,
  contactHeading: '還有其他問題？',
  contactIntro: `我們的客戶支援團隊會於${response}內回覆。`,
  contactCards: {
    email: { title: '電郵聯絡', value: contact.email, href: `mailto:${contact.email}`, text: '歡迎隨時來信。' },
    phone: { title: '致電我們', value: contact.phone, href: contact.phoneHref, text: phoneHours[contact.phoneHours] },
    response: { title: '回覆時間', value: `${response}內`, text: `我們會於${responseTime[contact.responseTime]}內回覆。` },
    form: {
      title: '聯絡表格',
      text: '傳送訊息給我們，並附上訂單編號。',
      link: { label: '前往聯絡頁面', to: '/contact' },
    },
  },
}
