import { contact, returns, shipping } from '#shared/shop'
import type * as en from '../../../policies/returns'
import type { Translation } from '../../translation'
import { dollars } from './format'
import { message } from '#shared/message'

export type { Step, TimeWindow } from '../../../policies/returns'

/** The shop's terms in words (shared/shop.ts, shared/identity.ts), as the policy quotes them. */
const durations: Record<typeof returns.authorizationReview | typeof returns.inspection | typeof returns.refund, string> = {
  '24-48 hours': '24至48小時',
  '3-5 business days': '3至5個工作天',
  '5-7 business days': '5至7個工作天',
}
const responseTime: Record<typeof contact.responseTime, string> = { '24 hours on business days': '工作天24小時' }
const returnRate: Record<typeof returns.returnRate, string> = { 'under 3%': '不足3%' }
const comparedProduct: Record<typeof returns.priceComparison.product, string> = { 'Queen sheet': '雙人床單' }

const unopened = `${returns.unopenedDays}日`
const damage = `${returns.transitDamageDays}日`
const warranty = `${returns.warrantyMonths}個月`
const returnCost = dollars(returns.changeOfMindReturnCost)
const price = returns.priceComparison
// A product the table does not name (yet) keeps the shop's name for it.
const product = comparedProduct[price.product] ?? price.product
const saving = dollars(price.typical - price.ours)
const review = durations[returns.authorizationReview as keyof typeof durations] ?? returns.authorizationReview
const inspection = durations[returns.inspection as keyof typeof durations] ?? returns.inspection
const refund = durations[returns.refund as keyof typeof durations] ?? returns.refund
const reply = responseTime[contact.responseTime]

export const returnsCopy: Translation<typeof en.returnsCopy> = {
  promisesHeading: '我們的承諾',
  promises: [
    { icon: 'package', title: `${unopened}改變主意期`, text: `任何未開封貨品，均可於送達後${unopened}內退貨。` },
    { icon: 'shield', title: `${warranty}保養`, text: '所有產品由購買日起均享製造缺陷保養。' },
    { icon: 'truck', title: '運送損壞由我們負責', text: `於送達後${damage}內通知我們，我們會自費為你妥善處理。` },
    { icon: 'wallet', title: '退款有保證', text: `於${refund}內退回你的原付款方式。` },
  ],

  rationaleHeading: '我們的政策為何這樣制定',
  rationale: [
    {
      title: '床單及接地墊會直接接觸皮膚',
      text: '接地床單、枕袋及接地墊屬床上用品及個人護理產品。一經開封便無法再售予其他顧客，所以因改變主意而退貨只限未開封貨品。',
    },
    {
      title: '以公道價錢取代「免費」退貨',
      text: `免費退貨從來都不是免費的：提供免費退貨的商店會把成本計入每件貨品的價錢。我們把價錢定得更低，只請少數改變主意的顧客支付退貨郵費，約${returnCost}。`,
    },
    {
      title: '責任在我們，費用由我們支付',
      text: '包裹損壞、寄錯貨品、確認的缺陷或保養申請，你都毋須支付任何費用：來回運費由我們負責。',
    },
  ],

  eligibilityHeading: '我可以退貨嗎？',
  eligibleHeading: '可以退貨的情況',
  eligible: [
    `原封未開、保留原有包裝的貨品，於送達後${unopened}內`,
    `運送途中損壞的貨品，於送達後${damage}內報告`,
    '寄錯貨品（並非你訂購的貨品）',
    `有製造缺陷的產品，在${warranty}保養期內`,
  ],
  ineligibleHeading: '我們無法接受退貨的情況',
  ineligible: [
    '已開封或已使用的床單、枕袋及接地墊，除非有缺陷',
    `送達後超過${unopened}才寄回的未開封貨品`,
    `送達後超過${damage}才報告的運送損壞`,
    '使用不當、正常損耗，或沒有按照護理標籤清洗（例如使用漂白劑或衣物柔順劑）所造成的損壞',
    '沒有購買證明的貨品',
  ],

  windowsHeading: '時限',
  windows: [
    { value: unopened, title: '未開封貨品', text: '由送達當日起計，任何原因皆可' },
    { value: damage, title: '運送損壞', text: '由送達當日起計，須附相片報告' },
    { value: warranty, title: '製造保養', text: '由購買日起計' },
  ],

  processHeading: '如何退貨',
  stepLabel: message('第{n}步：'),
  steps: [
    {
      title: '聯絡我們',
      text: `請電郵至${contact.email}或使用聯絡表格，提供訂單編號、貨品及退貨原因。如涉及損壞或缺陷，附上相片會更有幫助。`,
      timing: `我們會於${reply}內回覆`,
    },
    {
      title: '退貨授權',
      text: '我們會審批你的申請，並寄上退貨授權，附有退貨地址及指示。',
      timing: `${review}內審批`,
    },
    {
      title: '寄回貨品',
      text: `把貨品連同授權編號妥善包裝，並以附追蹤服務的方式寄回。如因改變主意退貨，郵費由你支付（約${returnCost}）；其他情況我們會寄上預付郵費標籤。`,
      timing: '由我們負責時附預付標籤',
    },
    {
      title: '檢查，然後退款',
      text: `貨品送達後，我們會於${inspection}內檢查，然後退款至你的原付款方式。退款需時${refund}到帳。`,
      timing: `檢查${inspection}，退款${refund}`,
    },
  ],

  costsHeading: '退貨運費由誰支付',
  costs: {
    caption: '退貨運費由誰支付',
    columns: ['退貨原因', '運費由誰支付'],
    rows: [
      ['改變主意（未開封貨品）', `你，約${returnCost}`],
      ['運送途中損壞', '我們'],
      ['寄錯貨品', '我們'],
      ['確認的製造缺陷', '我們'],
      ['保養申請', '我們'],
    ],
  },

  warrantyHeading: `我們的${warranty}製造保養`,
  warrantyText: [
    `所有產品由購買日起${returns.warrantyMonths}個月內，物料及工藝缺陷均受保養：導電線不再導電、接地線、插頭或按扣接頭故障，或在正常使用下縫線爆開。`,
    '保養不包括正常損耗、意外損壞，或沒有按照護理標籤清洗所造成的損壞。',
  ],
  claimHeading: '申請保養',
  claimSteps: [
    '用訂單附送的接地測試器檢查連接，並記下你看到的情況。',
    `電郵至${contact.email}，提供訂單編號、簡短描述，以及相片或影片。`,
    `我們會評估你的申請，並於${returns.warrantyResolutionHours}小時內處理：更換零件、更換產品或退款。`,
    '所有保養申請的運費均由我們支付。',
  ],

  tipsHeading: '一次選對的購物貼士',
  tips: [
    '選擇床單尺寸前，先量度床褥的長闊及厚度。',
    '打開床單包裝前，先檢查插座是否已接地：每張訂單均附送接地測試器。',
    '不確定哪款產品適合你？購買前歡迎先問我們，我們樂意幫忙。',
    `包裹送達後請盡快打開，以便在${damage}內報告任何運送損壞。`,
    '請保留訂單確認電郵，作為購買證明。',
  ],

  comparisonHeading: '我們為何不提供免費退貨',
  comparisonIntro: `標榜「免費退貨」的品牌會把成本計入每件產品。以一張${product}為例：`,
  comparison: {
    caption: `${product}：我們的價錢與一般「免費退貨」價錢比較`,
    columns: ['費用', 'Groundwell', '一般「免費退貨」品牌'],
    rows: [
      [`${product}價錢`, dollars(price.ours), dollars(price.typical)],
      ['改變主意時的退貨郵費', `約${returnCost}`, '免費'],
      ['如保留貨品，你所付的價錢', dollars(price.ours), dollars(price.typical)],
    ],
  },
  comparisonNote: `保留床單，你便節省${saving}。即使你把它寄回，郵費也比「免費退貨」價錢為每位顧客額外加上的${saving}便宜。`,
  returnRateLabel: '我們的退貨率',
  returnRate: `只有${returnRate[returns.returnRate as keyof typeof returnRate] ?? returns.returnRate}的顧客要求退貨。`,
  returnRateText: '大部分嘗試接地的人都會保留產品，所以我們寧願為所有人保持低價。',

  faqHeading: '退貨問題',
  faqs: [
    {
      question: '我已睡過的床單可以退貨嗎？',
      answer: `因改變主意則不可以：已開封的床上用品無法再售。如有缺陷，則受我們的${warranty}保養保障。`,
    },
    {
      question: '退款需要多久？',
      answer: `我們會於${review}內審批你的申請，收到貨品後${inspection}內完成檢查，退款會於${refund}內退回你的原付款方式。`,
    },
    {
      question: '退貨運費由誰支付？',
      answer: `因改變主意退貨由你支付（約${returnCost}）。運送損壞、寄錯貨品、確認的缺陷或保養申請則由我們支付。`,
    },
    {
      question: '保養涵蓋甚麼？',
      answer: `由購買日起${returns.warrantyMonths}個月內的製造缺陷，例如導電線不再導電，或接地線、接頭故障。我們會於${returns.warrantyResolutionHours}小時內處理申請。`,
    },
    {
      question: '我的訂單送達時已損壞，應該怎樣做？',
      answer: `請於送達後${damage}內報告，並附上包裹及產品的相片。我們會更換或退款，並支付運費。${dollars(shipping.insuranceThreshold)}或以上的貨件亦已投保。`,
    },
    {
      question: '我可以換另一個尺寸嗎？',
      answer: `可以，只要貨品未開封並在送達後${unopened}內。請聯絡我們安排換貨；與任何改變主意的情況一樣，退貨郵費由你支付。`,
    },
  ],

  contactHeading: '對退貨有疑問？',
  contactText: `我們的團隊會於${reply}內回覆。`,
  contactLink: { label: '聯絡我們', to: '/contact' },
}
