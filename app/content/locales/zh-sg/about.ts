import { catalogue } from '#shared/shop'
import type * as en from '../../about'
import type { Translation } from '../translation'
import { categories } from './categories'
import { claims, customerSurvey, healthNote } from './claims'
import { message } from '#shared/message'

/** The shop's figures (shared/shop.ts) as English gives them, the units in Chinese. */
const zh = (s: string) =>
  s
    .replace(/^(\d+)\+ hours$/, '$1小时以上')
    .replace(/^(.+) years$/, '$1年')
    .replace(/^(.+) ohm$/, '$1欧姆')

export const about: Translation<typeof en.about> = {
  hero: {
    eyebrow: '认识接地',
    heading: '接地的科学与益处',
    lead: '接地（grounding，也称earthing）其实就是让皮肤接触大地表面。以下是研究人员至今的发现、顾客告诉我们的体验，以及如何在室内外天天接地。',
    shop: { label: '选购接地产品', href: '#products' },
    read: { label: '了解科学研究', href: '#benefits' },
    facts: [
      { value: claims.studies, label: '项研究' },
      { value: claims.researchYears, label: '年研究' },
      { value: claims.customers, label: '位顾客' },
    ],
  },

  benefits: {
    eyebrow: '有科学研究支持的益处',
    heading: '接地可能带来的三大帮助',
    intro: '研究结果与顾客体验都指向相同方向的三个方面。',
    labels: { problem: '问题', howItHelps: '接地如何帮助', outcome: '您可能会注意到' },
    items: [
      {
        id: 'sleep',
        icon: 'sleep',
        title: '睡得更深、更安稳',
        problem: '深夜看屏幕、压力和城市灯光会打乱生理时钟，让您晚上睁眼难眠，早上又无精打采。',
        howItHelps: '研究发现，接地睡眠与较低的夜间皮质醇，以及更自然的皮质醇昼夜节律有关；这种激素负责告诉身体何时休息、何时醒来。',
        outcome: '更容易入睡，夜里更少醒来，起床时感觉休息得更充足。',
        stat: { value: customerSurvey.improvedSleep, label: `的受访顾客（共${customerSurvey.respondents}位）表示睡得更好` },
      },
      {
        id: 'inflammation',
        icon: 'pain',
        title: '减少炎症与疼痛',
        problem: '长时间坐在办公桌前、高强度训练，或只是年纪渐长，都让许多人的酸痛和僵硬总是挥之不去。',
        howItHelps: '研究人员认为，大地的自由电子可能有助于缓和身体的炎症反应，并正在研究它对酸痛和身体恢复的影响。',
        outcome: '早上的僵硬感减轻，恼人的酸痛减少，运动后恢复得更快。',
        stat: { value: customerSurvey.reducedPain, label: `的受访顾客（共${customerSurvey.respondents}位）表示疼痛减轻` },
      },
      {
        id: 'circulation',
        icon: 'heart',
        title: '心脏健康与血液循环',
        problem: '久坐会减缓血液循环，而更浓稠、更黏的血液会让心脏更吃力。',
        howItHelps: '在一项2013年的研究中，接地两小时提高了红血球的表面电荷，使红血球互相排斥，较少聚集成团。',
        outcome: '许多顾客表示，放松下来时手脚更暖，感觉也更平静、更安稳。',
        stat: { value: '2.7×', label: '接地2小时后，红血球表面电荷的平均增幅' },
      },
    ],
  },

  moreBenefits: {
    heading: '更多接地的理由',
    items: [
      { icon: 'stress', title: '压力', text: '许多人感觉更平静、不那么紧绷，这与更稳定的皮质醇节律相符。' },
      { icon: 'recovery', title: '恢复', text: '运动员用接地来减轻酸痛，更快重返训练。' },
      {
        icon: 'healing',
        title: '伤口愈合',
        text: '早期的病例报告描述了接地者伤口愈合得更快。这仍需要更大型的研究证实。',
      },
      { icon: 'vitality', title: '活力', text: '夜夜好眠，换来更有精神的早晨，让您有更多精力去做喜欢的事。' },
    ],
  },

  research: {
    eyebrow: '科学研究',
    heading: '研究怎么说',
    intro: `过去${claims.researchYears}年来，已有${claims.studies}项研究探讨接地。以下四项是我们认为每位好奇的读者都应该先读的。许多接地研究规模较小，所以我们附上原文链接，让您自行判断。`,
    readStudy: '阅读研究',
    readStudyMore: message('：{title}（在新标签页中打开）'),
    // The studies' titles, authors and journals are cited as published.
    studies: [
      {
        title:
          'The biologic effects of grounding the human body during sleep as measured by cortisol levels and subjective reporting of sleep, pain, and stress',
        authors: 'Ghaly M, Teplitz D',
        year: 2004,
        journal: 'Journal of Alternative and Complementary Medicine 10(5):767-776',
        finding: '十二名成年人接地睡眠8周。夜间皮质醇下降，每日皮质醇节律趋向正常，大多数人表示睡得更好，疼痛和压力也减轻了。',
        url: 'https://doi.org/10.1089/acm.2004.10.767',
      },
      {
        title:
          'The effects of grounding (earthing) on inflammation, the immune response, wound healing, and prevention and treatment of chronic inflammatory and autoimmune diseases',
        authors: 'Oschman JL, Chevalier G, Brown R',
        year: 2015,
        journal: 'Journal of Inflammation Research 8:83-96',
        finding: '一篇关于接地与炎症的研究综述，描述了与大地接触可能如何影响免疫反应、酸痛和愈合。',
        url: 'https://doi.org/10.2147/JIR.S69656',
      },
      {
        title: 'Earthing (grounding) the human body reduces blood viscosity: a major factor in cardiovascular disease',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Delany RM',
        year: 2013,
        journal: 'Journal of Alternative and Complementary Medicine 19(2):102-110',
        finding: '在十名健康成年人身上，接地两小时使红血球的表面电荷平均提高2.7倍，并减少了红血球聚集。',
        url: 'https://doi.org/10.1089/acm.2011.0820',
      },
      {
        title: 'Earthing: health implications of reconnecting the human body to the Earth’s surface electrons',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Sokal K, Sokal P',
        year: 2012,
        journal: 'Journal of Environmental and Public Health 2012:291541',
        finding: '概述了接地在睡眠、身体电位状态、压力、疼痛和血流方面的研究，并对未来研究提出建议。',
        url: 'https://doi.org/10.1155/2012/291541',
      },
    ],
    highlightsHeading: '研究重点',
    highlights: [
      { value: claims.studies, label: '项同行评审研究' },
      { value: claims.researchYears, label: '年研究' },
      { value: claims.researchParticipants, label: '名研究参与者' },
      { value: '双盲', label: '包括安慰剂对照试验' },
    ],
  },

  howItWorks: {
    eyebrow: '如何运作',
    heading: '户外接地与室内接地',
    intro: '无论哪种方式，都是大地在发挥作用。不同的是，您能多常接触到大地。',
    outdoor: {
      title: '户外接地',
      cost: '免费',
      points: ['赤脚走在草地、沙滩或泥土上', '在海里涉水或游泳', '在公园里坐在或躺在地上'],
      limits: ['受天气和日照影响', '在城市生活中很难挤出30分钟以上', '睡觉时无法进行'],
    },
    indoor: {
      title: '室内接地产品',
      cost: '一次性购买',
      points: [
        `床单每晚让您接地${zh(catalogue.sheetUseHours)}`,
        '接地垫让您在办公桌前、沙发上或练瑜伽时接地',
        `每条接地线都内置${zh(catalogue.resistorOhms)}限流电阻`,
        '每笔订单附赠接地测试器，可检查您的插座',
      ],
      limits: [`妥善保养下，床单可用${zh(catalogue.productLife.sheets)}，接地垫可用${zh(catalogue.productLife.mats)}`],
    },
    limitsLabel: '请注意',
    closing: '两种方式我们都喜欢：能赤脚时就赤脚，其余时间就交给您的床单或接地垫。',
  },

  testimonials: {
    heading: '顾客注意到的变化',
    verified: '已验证顾客',
    beforeLabel: '使用前',
    afterLabel: '使用后',
    items: [
      {
        name: 'Mei Ling T.',
        rating: 5,
        product: '接地床笠',
        before: '每晚醒来三四次，早上要喝两杯咖啡才能提起精神。',
        after: '大多数夜晚一觉到天亮，闹钟响前就醒来。',
        metric: '睡眠：从每晚约5小时增至7小时',
        verified: true,
      },
      {
        name: 'Rajesh K.',
        rating: 5,
        product: '接地理疗垫',
        before: '在办公桌前坐了一整天后，下背部僵硬。',
        after: '工作时把接地垫放在脚下，一天结束时身体更放松。',
        metric: '僵硬程度：四周内从7/10降至3/10',
        verified: true,
      },
      {
        name: 'Hannah W.',
        rating: 5,
        product: '接地瑜伽垫',
        before: '每次长跑后，双腿酸痛三天。',
        after: '早一天恢复训练，比赛那一周也睡得更好。',
        metric: '恢复时间：从3天缩短至2天',
        verified: true,
      },
    ],
  },

  shop: {
    heading: '选购接地产品',
    intro: `把接地带回家。${claims.groundTester}。`,
    items: categories,
  },

  healthNote,
}
