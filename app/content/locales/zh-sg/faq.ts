import { catalogue, contact, returns, shipping } from '#shared/shop'
import type * as en from '../../faq'
import type { Translation } from '../translation'
import { message } from '#shared/message'
import { claims } from './claims'

/** The shop's figures (shared/shop.ts and shared/identity.ts) as English gives them, the units in Chinese. */
const zh = (s: string) =>
  s
    .replace(/^(\d+) hours on business days$/, '工作日$1小时内')
    .replace(/^(.+) business days$/, '$1个工作日')
    .replace(/^(\d+)\+ hours$/, '$1小时以上')
    .replace(/^(.+) hours$/, '$1小时')
    .replace(/^(.+) years$/, '$1年')
    .replace(/^(.+) ohm$/, '$1欧姆')
    .replace(/^(\d+):(\d\d) PM SGT$/, (_, h: string, m: string) => `新加坡时间下午${h}时${m === '00' ? '' : `${m}分`}`)
    .replace(/^Mon-Fri (\d+)am-(\d+)pm SGT$/, '新加坡时间周一至周五上午$1时至下午$2时')

/** The markets' names (shared/markets.ts) in Chinese. */
const countryNames: Record<string, string> = {
  Singapore: '新加坡',
  Malaysia: '马来西亚',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港特区',
  Australia: '澳大利亚',
  'United States': '美国',
}

const ohms = zh(catalogue.resistorOhms)
const money = (amount: number) => `$${amount}`
/** A list as Chinese writes one: 甲、乙和丙. */
const list = (items: readonly string[]) => {
  const names = items.map((name) => countryNames[name] ?? name)
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join('、')}和${names.at(-1)}`
}

export const faqCategories: Translation<typeof en.faqCategories> = [
  {
    id: 'basics',
    title: '接地基础知识',
    description: '什么是接地、接地如何运作，以及您会收到什么。',
    icon: 'Sprout',
    colour: 'emerald',
  },
  {
    id: 'safety',
    title: '安全与可靠性',
    description: '用电安全、限流电阻，以及哪些人应先咨询医生。',
    icon: 'ShieldCheck',
    colour: 'sky',
  },
  {
    id: 'usage',
    title: '使用与安装',
    description: '安装、测试插座，以及如何充分利用每一次接地。',
    icon: 'Wrench',
    colour: 'amber',
  },
  {
    id: 'everyday',
    title: '日常实用问题',
    description: '清洗、清洁、使用寿命与共用。',
    icon: 'House',
    colour: 'violet',
  },
  {
    id: 'orders',
    title: '尺寸、订单与送货',
    description: '挑选尺寸、运送、退货与保修。',
    icon: 'Truck',
    colour: 'teal',
  },
  {
    id: 'health',
    title: '健康益处与科学研究',
    description: '研究探讨了哪些方面，以及您可以期待什么。',
    icon: 'HeartPulse',
    colour: 'rose',
  },
]

export const faqQuestions: Translation<typeof en.faqQuestions> = [
  // Basics of Grounding
  {
    id: 'what-is-grounding',
    category: 'basics',
    question: '什么是接地（earthing）？',
    answer: `接地（grounding），也称为earthing，是指让身体与大地表面直接接触，就像赤脚走在草地、沙滩或泥土上一样。大地带有温和的天然负电荷，皮肤接触大地能让身体趋向与大地相同的电位。

我们大多数人整天穿着鞋子、待在室内，很少接触地面。我们的床单和接地垫把这种接触带进室内：它们织有导电纤维，通过接地线连接到妥善接地的墙壁插座的地线。`,
    views: 1486,
  },
  {
    id: 'how-does-grounding-work',
    category: 'basics',
    question: '接地床单和接地垫如何运作？',
    answer: `每张床单或接地垫都织有导电纤维。接地线一端扣在产品上，另一端插入墙壁插座的接地孔，而接地孔又连接到建筑物外埋在地下的接地棒。当您的皮肤直接接触产品时，您就与大地连接，就像赤脚站在户外一样。

接地线只使用插座的接地连接，绝不连接火线或零线，所以不会有市电流进产品，产品也不耗电。`,
    views: 1127,
  },
  {
    id: 'is-grounding-scientifically-proven',
    category: 'basics',
    question: '接地有科学证明吗？',
    answer: `接地已被研究了二十多年，目前有${claims.studiesLong}，探讨它对睡眠、压力、身体恢复、血液循环和炎症指标的影响。这些研究许多规模较小，研究人员也一致认为需要更大型的试验，因此我们把这些发现形容为“有前景”，而不是“已有定论”。

您可以在我们的“认识接地”页面阅读主要研究的摘要，并附有原始论文的链接。`,
    views: 2394,
  },
  {
    id: 'indoor-vs-outdoor-grounding',
    category: 'basics',
    question: '为什么不直接到户外赤脚走走？',
    answer: `赤脚走在草地、沙滩或湿润的泥土上，是很好的免费接地方式，我们也鼓励您这样做。问题在于时间：要接地好几个小时，您就得一直待在户外；而水泥地、瓷砖、木地板、橡胶鞋底和高楼生活，都会切断这种连接。

室内产品让您在睡觉时（床单每晚${zh(catalogue.sheetUseHours)}）或在办公桌前工作时都能保持接地，这比大多数人能在户外赤脚的时间多得多。`,
    views: 734,
  },
  {
    id: 'which-product-should-i-choose',
    category: 'basics',
    question: '我应该选哪一款产品？',
    answer: `按照您花最多时间的地方来选：

床单最适合睡眠，因为它能让您整晚轻松保持接地。接地垫适合办公、阅读或看电视时使用：把赤脚、双手或前臂放在上面即可。入门套装组合了多件产品，可覆盖全屋，例如卧室用床单，办公桌用接地垫。

如果拿不定主意，可以先从床单开始；大多数顾客最先在睡眠上感受到变化。`,
    views: 1912,
  },
  {
    id: 'whats-in-the-box',
    category: 'basics',
    question: '我的订单包括哪些物品？',
    answer: `每张床单、接地垫和每套套装都附有内置${ohms}限流电阻的接地线，以及简单的安装说明。${claims.groundTester}，让您在开始使用前确认墙壁插座已妥善接地。

替换接地线、适用于其他国家的转换插头和导电测试器，也可在我们的“配件”系列中单独购买。`,
    views: 688,
  },

  // Safety & Reliability
  {
    id: 'is-grounding-safe',
    category: 'safety',
    question: '接地安全吗？',
    answer: `只要安装正确，就是安全的。接地线只连接到插座的接地孔，不连接火线或零线，所以产品不带市电。每条接地线还内置${ohms}限流电阻，多一层保护。

首次使用前，请用每笔订单附赠的接地测试器检查插座。如果测试器没有显示正确的接地连接，请不要使用那个插座，并请电工检查线路。`,
    views: 2871,
  },
  {
    id: 'what-is-the-resistor-for',
    category: 'safety',
    question: `接地线中的${ohms}电阻有什么作用？`,
    answer: `我们出售的每条接地线都内置${ohms}限流电阻。正常使用时，接地线中只有您身体与大地之间微小的自然交换，电阻对此几乎没有影响。

万一线路故障使地线带电，电阻会把可能流向您的电流限制在家用电路所能输出的极小一部分，此外还有您家中断路器的保护。电子技术人员整天佩戴的防静电手环，也是运用同样的原理。`,
    views: 1043,
  },
  {
    id: 'can-i-use-it-during-a-thunderstorm',
    category: 'safety',
    question: '雷雨时应该拔掉插头吗？',
    answer: `为了以防万一，应该拔掉。雷电可能会在建筑物的电线和地线上造成短暂的电涌。有电阻和您家中的保护装置，这个风险已经非常小，但在雷雨时把接地线从墙上拔下，就能完全消除风险；户外接地也适用同样的建议。雷雨过后再插回去即可。`,
    views: 512,
  },
  {
    id: 'who-should-check-with-a-doctor',
    category: 'safety',
    question: '如果我有健康问题或正在服药，可以接地吗？',
    answer: `大多数人都可以使用接地产品，但如果您正在服用抗凝血药物（部分研究显示接地可能会影响血液黏稠度）、服用降血压、降血糖或甲状腺药物、体内植入了心脏起搏器等电子医疗装置，或正在怀孕，请先咨询您的医生。

接地是一种养生保健方式，并非医疗护理。我们的产品并非用于诊断、治疗、治愈或预防任何疾病，也不能代替医护人员的建议或治疗。`,
    views: 967,
    supportPrompt: true,
  },
  {
    id: 'can-children-use-grounding-products',
    category: 'safety',
    question: '儿童和宠物可以使用接地产品吗？',
    answer: `可以。儿童可以和大人一样，睡在接地床单上或使用接地垫；只要把接地线放在小孩拉不到、咬不到的地方，并先用接地测试器检查插座即可。如果您的孩子有健康问题，开始使用前请先咨询他们的医生。

宠物常常会自己选择躺在接地垫上。这没有问题，但请把接地线放在爱咬东西的动物碰不到的地方。`,
    views: 421,
  },
  {
    id: 'is-the-cord-safe-around-water',
    category: 'safety',
    question: '床单被汗水弄湿或打翻饮料，还安全吗？',
    answer: `安全。出汗和少许湿气都很正常，在新加坡潮湿的天气里，甚至能让皮肤接触得更好。产品本身不带市电，而且接地线的${ohms}电阻无论如何都会限制电流。

如果打翻的液体较多，请把接地线从墙上拔下，从产品上解开，待床单或接地垫完全干透（或按照保养说明清洗）后再重新连接。`,
    views: 389,
  },

  // Usage & Setup
  {
    id: 'how-to-set-up-a-sheet',
    category: 'usage',
    question: '如何安装我的接地床单？',
    answer: `1. 用附带的接地测试器检查墙壁插座。
2. 像铺其他床单一样把床单铺在床上，导电面朝上，让皮肤可以接触到。
3. 把接地线扣在床单的接头上，另一端插入插座。
4. 如果插座有开关，请把开关打开（无论开关与否，接地孔都能运作，但有些测试器需要通电）。

就这么简单：睡觉时让双腿、双脚或手臂等部位的皮肤接触床单即可。`,
    views: 1364,
  },
  {
    id: 'how-to-test-my-outlet',
    category: 'usage',
    question: '如何确认我的插座已妥善接地？',
    answer: `把订单附带的接地测试器插入您打算使用的插座，并打开插座开关。测试器的指示灯会显示插座接线是否正确，以及接地连接是否正常；测试器上印有的图例说明了每种灯号的意思。

几乎所有新加坡住家都装有接地的三脚插座，但较旧的线路和一些海外住家可能没有。如果测试器显示故障或没有接地，请换一个插座，并请持证电工检查线路。`,
    views: 876,
  },
  {
    id: 'what-if-my-outlet-is-not-earthed',
    category: 'usage',
    question: '如果我家的插座没有接地，怎么办？',
    answer: `一些旧建筑和许多新加坡以外的住家使用没有接地孔的两脚插座。把接地线插入这种插座并不会有任何作用，所以请不要依赖它。

常见的替代方法是把接地棒插入底层窗外或花园的泥土里，再把接地线接过去。我们的团队可以帮您找出最适合您家的方案，以及您需要哪些接地线或转换插头。`,
    views: 455,
    supportPrompt: true,
  },
  {
    id: 'how-do-i-know-its-working',
    category: 'usage',
    question: '怎么知道它有没有效？',
    answer: `有两个简单的检查方法。第一，用每笔订单附赠的接地测试器，确认您的插座接地正常。第二，用导电测试器（或任何调到通断档的万用表）确认床单或接地垫能导电：把一支探针碰触产品表面，另一支碰触接地线的接头。

许多人也会使用人体电压计；当您触碰已接地的产品时，读数通常会明显降低。您的感受是另一项衡量标准：大多数顾客在${claims.resultsWindow}内注意到睡眠或精力方面的变化。`,
    views: 2266,
  },
  {
    id: 'how-long-should-i-ground',
    category: 'usage',
    question: '每天应该接地多久？',
    answer: `时间越长越好，这也是接地睡眠效果这么好的原因：床单每晚让您轻松接地${zh(catalogue.sheetUseHours)}。

使用接地垫的话，可以从每天30到60分钟开始，例如在办公桌下把赤脚放在上面，然后再慢慢增加。对健康的成年人来说，没有时间上限。`,
    views: 1201,
  },
  {
    id: 'do-i-need-skin-contact',
    category: 'usage',
    question: '需要皮肤直接接触吗？',
    answer: `需要，皮肤直接接触导电表面，连接效果最好。接触面积不必很大：双脚、双腿、双手或前臂就足够了。

薄而略带湿气的棉布（例如闷热夜晚穿的薄睡衣）能导一点电，但厚的或合成纤维的布料、铺在床单上的床褥保护垫，或穿着袜子踩在接地垫上，都会阻隔大部分连接。`,
    views: 643,
  },
  {
    id: 'can-i-use-it-overseas',
    category: 'usage',
    question: '出国或旅行时，可以使用我的接地产品吗？',
    answer: `可以。我们的接地线配有新加坡三脚插头，适用于其他插座类型的转换插头可在“配件”系列中购买。只有接地连接才重要，所以请确保您使用的转换插头会接通接地插脚（很多便宜的旅行转换插头并不会），并在抵达后用接地测试器检查插座。

床单可以折小，接地垫则松松卷起（切勿折叠接地垫），两者都方便放进行李箱带着走。`,
    views: 298,
  },

  // Practical Everyday Questions
  {
    id: 'how-to-wash-a-grounding-sheet',
    category: 'everyday',
    question: '如何清洗我的接地床单？',
    answer: `每一到两周清洗一次，放进洗衣袋，用冷水（最高30°C）以轻柔模式，加温和的液体洗涤剂清洗。在阴凉处晾干，切勿用烘干机烘干。

请避免使用漂白剂、衣物柔顺剂，以及含增白剂或柔顺成分的洗涤剂：它们会在导电纤维表面形成涂层或损坏纤维。身体乳和油类也会在表面累积，所以如果您有使用，请睡前洗澡，或更常清洗床单。`,
    views: 1789,
  },
  {
    id: 'how-to-clean-a-grounding-mat',
    category: 'everyday',
    question: '如何清洁我的接地垫？',
    answer: `先拔下接地线，再用湿布加少许温和的肥皂水擦拭接地垫，待自然风干后再重新连接。请勿使用酒精、漂白剂或其他刺激性清洁剂，也不要把接地垫浸泡在水中或放进洗衣机。`,
    views: 532,
  },
  {
    id: 'how-long-do-products-last',
    category: 'everyday',
    question: '接地产品可以用多久？',
    answer: `在正常使用和按建议保养下，床单可用${zh(catalogue.productLife.sheets)}，接地垫可用${zh(catalogue.productLife.mats)}。使用柔顺剂或漂白剂清洗，以及身体乳的残留，都会缩短使用寿命；轻柔清洗则能延长寿命。

每隔几个月，用导电测试器或万用表检查产品的导电性能。当整个表面都不再导电时，就该更换了。`,
    views: 845,
  },
  {
    id: 'my-sheet-stopped-conducting',
    category: 'everyday',
    question: '我的床单或接地垫好像不再导电了，该怎么办？',
    answer: `先排除简单的原因：用接地测试器检查插座，确认接地线已牢牢扣在接头上，再用万用表单独测试接地线。其次最常见的原因是身体乳或柔顺剂的残留；只用温和的洗涤剂清洗一次，通常就能恢复导电。

如果还是不导电，请联系我们。制造缺陷在我们${returns.warrantyMonths}个月保修范围内，我们力求在${returns.warrantyResolutionHours}小时内处理好保修申请。`,
    views: 376,
    supportPrompt: true,
  },
  {
    id: 'which-size-should-i-order',
    category: 'orders',
    question: '我应该订购哪个尺寸？',
    answer: `按照您的床褥选择床单：单人适合不超过107 x 190 cm的床褥，Queen适合不超过152 x 203 cm，King适合不超过183 x 203 cm。床笠的加深床笠边适合厚度20至35 cm的床褥；如有床褥垫，请把两者合起来测量。

接地垫方面，中号理疗垫（60 x 90 cm）适合铺在办公桌下的地面，大号（90 x 180 cm）适合沙发，或在床上铺满双腿的长度。每款床单和接地垫的页面都有尺寸指南，列出所有尺寸；如果您介于两个尺寸之间，我们的团队乐意帮忙。`,
    views: 1171,
  },
  {
    id: 'what-does-the-warranty-cover',
    category: 'orders',
    question: '保修涵盖哪些范围？',
    answer: `每件产品自购买日起享有${returns.warrantyMonths}个月制造保修，涵盖材料和工艺上的缺陷，例如在正常使用和保养下接头失灵，或导电纤维不再导电。保修不涵盖正常磨损、使用不当造成的损坏，或漂白剂、柔顺剂及刺激性清洁剂造成的损坏。

申请保修时，请联系我们，并提供订单号码、简短说明，以及问题的照片或视频。我们力求在${returns.warrantyResolutionHours}小时内处理好保修申请，经确认的申请由我们支付运费。`,
    views: 601,
  },
  {
    id: 'what-is-your-return-policy',
    category: 'orders',
    question: '你们的退货政策是什么？',
    answer: `未开封商品可在送达后${returns.unopenedDays}天内退货。运送途中损坏的商品，须在送达后${returns.transitDamageDays}天内通知我们，我们会为您换货或退款。请先联系我们申请退货授权，我们会在${zh(returns.authorizationReview)}内审核。

商品送到我们手上后，检查需时${zh(returns.inspection)}，退款会在${zh(returns.refund)}内退回您原来的付款方式。如果是改变主意退货，退货运费由您支付（约${money(returns.changeOfMindReturnCost)}）；如果商品损坏、寄错或有缺陷，以及保修申请，运费由我们支付。详情请参阅我们的“退货政策”页面。`,
    views: 998,
  },
  {
    id: 'how-much-is-shipping',
    category: 'orders',
    question: '新加坡的运费是多少？送货要多久？',
    answer: `新加坡境内送货统一运费${money(shipping.domesticFlatRate)}，订单满${money(shipping.domesticFreeThreshold)}即可免运费。我们会在${zh(shipping.processingDays)}内处理订单；于工作日${zh(shipping.cutoff)}前下单，当天即可处理。之后送货需时${zh(shipping.domesticDelivery)}，包裹寄出后，您会通过电邮收到追踪号码。

只要订单尚未寄出，您可在${shipping.cancellationHours}小时内取消订单，并获全额退款。`,
    views: 1562,
  },
  {
    id: 'do-you-ship-internationally',
    category: 'orders',
    question: '你们提供国际运送吗？',
    answer: `提供，全球都能送。国际送货需时${zh(shipping.internationalDelivery)}，运费在结账时计算。寄往${list(shipping.internationalFreeCountries)}的订单满${money(shipping.internationalFreeThreshold)}即可免运费。

进口关税和税项视您所在国家的规定而定，如适用，由收件人支付。我们的“运送政策”列出了各地区的预计送达时间，以及常见的免税门槛。`,
    views: 717,
  },
  {
    id: 'does-it-use-electricity',
    category: 'everyday',
    question: '接地会用电或增加电费吗？',
    answer: `不会。接地线只连接到插座的接地孔，在接线正确的住家中，接地孔不带电。产品不从市电取用任何电力，所以使用起来零成本，也不需要打开插座开关（不过接地测试器需要通电才能亮灯）。`,
    views: 466,
  },
  {
    id: 'can-two-people-share-a-sheet',
    category: 'everyday',
    question: '两个人可以共用一张接地床单吗？',
    answer: `可以。只要皮肤接触到导电表面，就能接地，所以伴侣可以在同一张床上共用一张床单。如果是King或Super King床，请确认导电范围能覆盖两侧；否则请选择能覆盖整个床褥的床单尺寸。`,
    views: 347,
  },

  // Health Benefits & Science
  {
    id: 'how-long-before-results',
    category: 'health',
    question: '多久才能感受到效果？',
    answer: `大多数顾客定期接地后，在${claims.resultsWindow}内注意到变化。大家通常最先提到的是睡眠，例如更容易入睡或夜里醒来的次数减少，接着是感觉休息得更充足、精力更稳定。

每个人都不一样，而坚持最为重要：每晚接地，最有机会感受到变化。`,
    views: 2638,
  },
  {
    id: 'how-does-grounding-help-sleep',
    category: 'health',
    question: '接地可能如何帮助睡眠？',
    answer: `在一项2004年的初步研究中，接地睡眠八周的参与者表示入睡更快、夜里更少醒来，他们的夜间皮质醇（一种压力激素）也遵循更规律的每日节律。研究人员认为，接地可能有助于神经系统在夜间保持较平静的状态。

这些研究规模较小，效果也因人而异，但睡得更好是我们的顾客最常提到的益处。`,
    views: 1433,
  },
  {
    id: 'can-grounding-help-with-pain',
    category: 'health',
    question: '接地能帮助缓解酸痛、疼痛和促进恢复吗？',
    answer: `有几项小型研究探讨了接地与运动后肌肉酸痛的关系，一篇2015年的研究综述也描述了接地参与者的炎症指标出现变化。许多顾客，包括经常运动的人，告诉我们他们感觉没那么僵硬，恢复得也更舒服。

接地是一种养生保健方式，并非医疗。它并非用于诊断、治疗、治愈或预防任何疾病，所以如有持续或严重的疼痛，请看医生。`,
    views: 1098,
  },
  {
    id: 'what-does-the-research-say',
    category: 'health',
    question: '研究到底怎么说？',
    answer: `关于接地，目前有${claims.studiesLong}。反复出现的发现包括：自我报告的睡眠改善、更规律的皮质醇节律、一项2013年小型研究中较低的血液黏稠度、炎症指标的变化，以及与放松相关的心率变异性变化。

大多数研究规模较小，有些并非盲法研究，所以这些研究虽然有前景，但仍处于早期阶段。我们在“认识接地”页面附上主要论文的链接，让您自行阅读和判断。`,
    views: 823,
  },
  {
    id: 'feeling-different-at-first',
    category: 'health',
    question: '头几天感觉不太一样，正常吗？',
    answer: `有些人在头几晚会注意到轻微的反应，例如温热或刺麻的感觉、梦境更鲜明，或有一两天比平时更疲倦。这些通常在一周内就会消退。

如果感到任何不适，请缩短每次接地的时间，再慢慢增加。如果您有任何疑虑或健康问题，请咨询您的医生。`,
    views: 574,
  },
  {
    id: 'can-grounding-replace-medical-treatment',
    category: 'health',
    question: '接地可以代替我的药物或医疗吗？',
    answer: `不可以。接地是一种养生保健方式，许多人喜欢把它融入健康的生活作息，但它并非医疗护理。我们的产品并非用于诊断、治疗、治愈或预防任何疾病。未经医生同意，切勿停药或更改药物及治疗；也请告诉您的医生您正在接地，尤其是如果您正在服用抗凝血药物。`,
    views: 402,
  },
]

export const faqCopy: Translation<typeof en.faqCopy> = {
  searchLabel: '搜索FAQ',
  searchPlaceholder: '搜索FAQ…',
  searchSubmit: '搜索',
  resultCount: message<{ count: number; query: string }>('{count, plural, =0 {没有符合“{query}”的问题} other {有#个问题符合“{query}”}}'),
  noResultsTitle: '找不到结果',
  noResultsBody: message<{ query: string }>('找不到符合“{query}”的解答。试试其他字词，或直接问我们的团队。'),
  clearSearch: '清除搜索',
  askDirectly: '直接问我们',
  popularTitle: '本周最热门问题',
  views: message<{ count: number }>('{count, plural, other {#次浏览}}'),
  categoriesLabel: '按类别浏览',
  questionCount: message<{ count: number }>('{count, plural, other {#个问题}}'),
  helpfulPrompt: '这个解答有帮助吗？',
  yes: '有',
  no: '没有',
  supportPrompt: '需要帮助吗？我们的客服团队可以一步步为您说明。',
  supportLink: '联系客服',
  stillTitle: '还有疑问？',
  stillBody: `我们的团队随时为您提供帮助。请发电邮至${contact.email}，或致电${contact.phone}（${zh(contact.phoneHours)}）。我们会在${zh(contact.responseTime)}回复。`,
  stillLink: '联系我们',
}

/** A count, not copy. */
export { popularQuestionCount } from '../../faq'
