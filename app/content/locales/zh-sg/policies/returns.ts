import { contact, returns, shipping } from '#shared/shop'
import type * as en from '../../../policies/returns'
import type { Card, Faq, Link, Table } from '../../../policies/types'
import type { Translation } from '../../translation'
import { capitalize, dollars } from './format'
import { message } from '#shared/message'

/** The rules' durations and words (shared/shop.ts) as English gives them, in Chinese; an unknown one as it is. */
const zh = (s: string) =>
  s
    .replace(/^(\d+) hours on business days$/, '工作日$1小时内')
    .replace(/^(.+) business days$/, '$1个工作日')
    .replace(/^(.+) hours$/, '$1小时')
    .replace(/^under (.+)$/, '不到$1')
    .replace(/^Queen sheet$/, 'Queen床单')

const unopened = `${returns.unopenedDays}天`
const damage = `${returns.transitDamageDays}天`
const warranty = `${returns.warrantyMonths}个月`
const returnCost = dollars(returns.changeOfMindReturnCost)
const price = returns.priceComparison
const product = zh(price.product)
const saving = dollars(price.typical - price.ours)
const responseTime = zh(contact.responseTime)
const review = zh(returns.authorizationReview)
const inspection = zh(returns.inspection)
const refund = zh(returns.refund)

export const returnsCopy: Translation<typeof en.returnsCopy> = {
  promisesHeading: '我们的承诺',
  promises: [
    { icon: 'package', title: `${unopened}内可改变主意`, text: `任何未开封商品，可在送达后${unopened}内退货。` },
    { icon: 'shield', title: `${warranty}保修`, text: '所有商品自购买日起享有制造缺陷保修。' },
    { icon: 'truck', title: '运送损坏由我们负责', text: `请在送达后${damage}内告诉我们，我们会自费为您妥善处理。` },
    { icon: 'wallet', title: '退款有保障', text: `${refund}内退回您原来的付款方式。` },
  ] satisfies Translation<Card>[],

  rationaleHeading: '为什么我们的政策这样规定',
  rationale: [
    {
      title: '床单和接地垫会接触您的皮肤',
      text: '接地床单、枕套和接地垫属于床上用品和个人护理用品。一旦开封，我们就不能再卖给其他顾客，所以改变主意的退货只限未拆封的商品。',
    },
    {
      title: '公道的价格，而不是“免费”退货',
      text: `免费退货从来都不是免费的：提供免费退货的商店会把成本算进每一件商品的价格里。我们选择把价格定得更低，只请少数改变主意的顾客支付退货邮费，约${returnCost}。`,
    },
    {
      title: '如果是我们的错，由我们支付',
      text: '包裹损坏、寄错商品、确认有缺陷或保修申请，您都无须支付任何费用：来回运费由我们承担。',
    },
  ],

  eligibilityHeading: '我可以退货吗？',
  eligibleHeading: '可以退货的情况',
  eligible: [
    `原包装未拆封的未开封商品，须在送达后${unopened}内`,
    `运送途中损坏的商品，须在送达后${damage}内通知我们`,
    '寄错的商品（不是您订购的商品）',
    `在${warranty}保修期内有制造缺陷的商品`,
  ],
  ineligibleHeading: '我们无法接受退货的情况',
  ineligible: [
    '已开封或使用过的床单、枕套和接地垫，有缺陷者除外',
    `送达超过${unopened}后才寄回的未开封商品`,
    `送达超过${damage}后才通知的运送损坏`,
    '使用不当、正常磨损，或未按照保养标签清洗（例如使用漂白剂或衣物柔顺剂）造成的损坏',
    '没有购买凭证的商品',
  ],

  windowsHeading: '期限',
  windows: [
    { value: unopened, title: '未开封商品', text: '自送达当天起计，任何原因均可' },
    { value: damage, title: '运送损坏', text: '自送达当天起计，须附上照片通知我们' },
    { value: `${returns.warrantyMonths}个月`, title: '制造保修', text: '自购买日起计' },
  ],

  processHeading: '如何退货',
  stepLabel: message('第{n}步：'),
  steps: [
    {
      title: '联系我们',
      text: `请发电邮至${contact.email}，或使用我们的联系表格，并提供订单号码、商品和退货原因。如有损坏或缺陷，附上照片会有帮助。`,
      timing: `我们会在${responseTime}回复`,
    },
    {
      title: '退货授权',
      text: '我们会审核您的申请，并发给您退货授权，附上退货地址和说明。',
      timing: `${review}内完成审核`,
    },
    {
      title: '寄回商品',
      text: `请把商品连同授权号码妥善包装，并以可追踪的方式寄出。如果是改变主意退货，邮费由您支付（约${returnCost}）；其他情况，我们会发给您预付邮资的运单。`,
      timing: '由我们负责时，提供预付运单',
    },
    {
      title: '检查后退款',
      text: `商品寄到后，我们会在${inspection}内完成检查，然后退款到您原来的付款方式。退款需时${refund}才会到账。`,
      timing: `检查${inspection}，退款${refund}`,
    },
  ],

  costsHeading: '退货运费由谁支付',
  costs: {
    caption: '退货运费由谁支付',
    columns: ['退货原因', '运费由谁支付'],
    rows: [
      ['改变主意（未开封商品）', `您，约${returnCost}`],
      ['运送途中损坏', '我们'],
      ['寄错商品', '我们'],
      ['确认有制造缺陷', '我们'],
      ['保修申请', '我们'],
    ],
  } satisfies Translation<Table>,

  warrantyHeading: `我们的${warranty}制造保修`,
  warrantyText: [
    `每件商品自购买日起${returns.warrantyMonths}个月内，保证材料和工艺无缺陷：包括在正常使用下导电线不再导电、接地线、插头或按扣接头故障，或缝线开裂。`,
    '保修不涵盖正常磨损、意外损坏，或未按照保养标签清洗造成的问题。',
  ],
  claimHeading: '申请保修',
  claimSteps: [
    '用订单附带的接地测试器检查连接，并记下您看到的情况。',
    `发电邮至${contact.email}，附上订单号码、简短说明，以及照片或视频。`,
    `我们会评估您的申请，并在${returns.warrantyResolutionHours}小时内处理好：提供替换零件、替换商品或退款。`,
    '所有保修申请的运费都由我们支付。',
  ],

  tipsHeading: '一次买对的购物小贴士',
  tips: [
    '挑选床单尺寸前，先测量您的床褥，包括厚度。',
    '打开床单包装前，先检查插座是否接地：每笔订单都附有接地测试器。',
    '不确定哪款产品适合您？购买前问问我们，我们很乐意帮忙。',
    `包裹送到后尽快打开，以便在${damage}内通知我们任何运送损坏。`,
    '请保留订单确认电邮，作为购买凭证。',
  ],

  comparisonHeading: '为什么我们不提供免费退货',
  comparisonIntro: `标榜“免费退货”的品牌，会把退货成本算进每件商品的价格。以一张${product}为例：`,
  comparison: {
    caption: `${product}：我们的价格与一般“免费退货”价格的比较`,
    columns: ['费用', 'Groundwell', '一般“免费退货”品牌'],
    rows: [
      [`${product}价格`, dollars(price.ours), dollars(price.typical)],
      ['改变主意时的退货邮费', `约${returnCost}`, '免费'],
      ['保留商品时您支付的金额', dollars(price.ours), dollars(price.typical)],
    ],
  } satisfies Translation<Table>,
  comparisonNote: `保留床单，您就省下${saving}。即使您把它寄回，邮费也比“免费退货”价格为每个人多加的${saving}还少。`,
  returnRateLabel: '我们的退货率',
  returnRate: `${capitalize(zh(returns.returnRate))}的顾客申请退货。`,
  returnRateText: '大多数尝试接地的人都会留下产品，所以我们宁愿为每个人维持较低的价格。',

  faqHeading: '退货常见问题',
  faqs: [
    {
      question: '我已经睡过的床单可以退货吗？',
      answer: `如果是改变主意，就不行：已开封的床上用品无法再出售。如果床单有缺陷，则在我们的${warranty}保修范围内。`,
    },
    {
      question: '退款需要多久？',
      answer: `我们会在${review}内审核您的申请，收到商品后${inspection}内完成检查，退款会在${refund}内退回您原来的付款方式。`,
    },
    {
      question: '退货运费由谁支付？',
      answer: `改变主意时由您支付（约${returnCost}）。运送损坏、寄错商品、确认有缺陷或保修申请，则由我们支付。`,
    },
    {
      question: '保修涵盖哪些范围？',
      answer: `自购买日起${returns.warrantyMonths}个月内的制造缺陷，例如导电线不再导电，或接地线、接头故障。我们会在${returns.warrantyResolutionHours}小时内处理好保修申请。`,
    },
    {
      question: '我的订单送到时已损坏，该怎么办？',
      answer: `请在送达后${damage}内通知我们，并附上包裹和商品的照片。我们会为您换货或退款，并支付运费。价值${dollars(shipping.insuranceThreshold)}或以上的包裹也有投保。`,
    },
    {
      question: '我可以把商品换成另一个尺寸吗？',
      answer: `可以，只要商品未开封，并在送达后${unopened}内。请联系我们安排换货；和所有改变主意的情况一样，退货邮费由您支付。`,
    },
  ] satisfies Translation<Faq>[],

  contactHeading: '对退货有疑问？',
  contactText: `我们的团队会在${responseTime}回复。`,
  contactLink: { label: '联系我们', to: '/contact' } satisfies Translation<Link>,
}
