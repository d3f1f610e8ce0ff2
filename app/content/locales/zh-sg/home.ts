import { catalogue } from '#shared/shop'
import type * as en from '../../home'
import type { Translation } from '../translation'
import { categories } from './categories'
import { claims, healthNote } from './claims'
import { homeProducts } from './home-products'
import { message } from '#shared/message'

/** The shop's figures (shared/shop.ts) as English gives them, the units in Chinese. */
const zh = (s: string) => s.replace(/^(\d+)\+ hours$/, '$1小时以上').replace(/^(.+) ohm$/, '$1欧姆')

export const home: Translation<typeof en.home> = {
  hero: {
    eyebrow: `${claims.reviewCountText}条评价，评分${claims.ratingText}`,
    heading: '重新与大地连接，今晚就睡得更好。',
    lead: '接地床单和接地垫通过墙壁插座的接地孔，把您与大地表面连接起来，就像在户外赤脚踩在草地上一样。即使住在30楼，也能在睡觉、工作和放松时保持接地。',
    primary: { label: '选购畅销商品', href: '#products' },
    secondary: { label: '阅读顾客故事', href: '#video-testimonial' },
    trust: [claims.doctorRecommended, `${claims.customers}位满意顾客`, `大多数人在${claims.resultsWindow}内感受到变化`],
    illustrationLabel: '插图：一个人睡在与大地连接的接地床单上',
  },

  categories: {
    heading: '按类别选购',
    intro: '无论白天还是夜晚，找到适合您的接地方式。',
    items: categories,
  },

  reviews: {
    heading: '深受新加坡及各地顾客喜爱',
    summary: `${claims.reviewCountText}条评价，评分${claims.ratingText}`,
    // The customers' own words stay as they wrote them; where they live and what they bought are ours.
    items: [
      {
        name: 'Priya N.',
        place: '新加坡淡滨尼',
        product: '接地床笠',
        text: 'I used to wake at 3am most nights. By the second week on the fitted sheet I was sleeping through more often than not, and my husband says I’m far less grumpy at breakfast.',
      },
      {
        name: 'Daniel L.',
        place: '马来西亚八打灵再也',
        product: '接地理疗垫',
        text: 'The mat lives under my desk now. My legs and lower back feel less stiff by the end of a long work-from-home day, and setting it up took five minutes.',
      },
      {
        name: 'Wei Ting C.',
        place: '新加坡武吉知马',
        product: '接地瑜伽垫',
        text: 'I was sceptical. The ground tester in the box showed me my socket was properly earthed, which helped me trust it. Three weeks in, my afternoons feel steadier.',
      },
    ],
    more: { label: '查看全部评价', to: '/testimonials' },
  },

  problems: {
    heading: '这些情况是否很熟悉？',
    intro: '我们整天穿着鞋子，走在瓷砖和水泥地上，待在离地面很高的冷气房里。许多顾客来找我们时，都有以下一种或多种情况：',
    items: [
      '在床上躺了八个小时，醒来还是觉得累',
      '运动后或在办公桌前坐了一整天，酸痛和僵硬久久不散',
      '每天下午精神都会突然低落',
      '晚上精神亢奋，白天却疲惫不堪',
      '好几个星期，双脚都没有赤脚接触过草地、沙子或泥土',
    ],
    outro: '您并不孤单，而且有一个简单、自然的习惯值得一试。',
  },

  introduction: {
    eyebrow: '什么是接地？',
    heading: '重新与大地连接的简单方法',
    paragraphs: [
      '接地（grounding），也称为earthing，是指皮肤与大地表面直接接触。在人类历史的大部分时间里，这种接触无时无刻不在发生：赤脚走路、贴近地面睡觉、在田里耕作。',
      '大地表面带有温和的天然电荷。研究人员认为，接触大地能让身体趋向与大地相同的电位状态，他们也一直在研究这对睡眠、压力和身体恢复意味着什么。',
      '我们的床单和接地垫把这种接触带进室内。织有银线或碳纤维的导电层，通过接地线连接到墙壁插座的接地孔，绝不接触带电的电流，让您在睡觉或工作时也能接地。',
    ],
    stats: [
      { value: claims.enthusiasts, label: '位社群中的接地爱好者' },
      { value: claims.studies, label: '项关于接地的研究' },
    ],
    link: { label: '接地如何运作', to: '/about-grounding#how-it-works' },
  },

  benefits: {
    heading: '接地可以为您带来什么',
    intro: '人们开始接地、并坚持下去的三个理由。',
    items: [
      {
        icon: 'sleep',
        title: '睡得更好',
        text: '更容易入睡，夜里更少醒来。初步研究发现，接地睡眠与更稳定的皮质醇昼夜节律有关；皮质醇是提示身体何时该休息的激素。',
      },
      {
        icon: 'pain',
        title: '减少疼痛与炎症',
        text: '许多顾客告诉我们，早上的僵硬感和日常酸痛有所缓解。研究人员正在研究与大地接触可能如何影响炎症和身体恢复。',
      },
      {
        icon: 'energy',
        title: '更有活力',
        text: '休息得好，白天就看得出来：精力更稳定，下午少些犯困，忙碌时心情也更平静。',
      },
    ],
    note: healthNote,
  },

  products: homeProducts,

  steps: {
    heading: '轻松上手',
    intro: '三个步骤，约十分钟，无需工具。',
    stepLabel: message('第{n}步：'),
    items: [
      {
        title: '选择您的产品',
        text: '睡觉用床单，办公桌或沙发用接地垫，或选一套入门套装覆盖全屋。拿不定主意？我们的团队乐意帮忙。',
      },
      {
        title: '测试插座，插上接地线',
        text: `先用每笔订单附赠的接地测试器检查插座，再把接地线接到接地孔。每条接地线都内置${zh(catalogue.resistorOhms)}限流电阻。`,
      },
      {
        title: '接地睡觉、工作或放松',
        text: `每天使用：一张床单每晚可让您接地${zh(catalogue.sheetUseHours)}。大多数人在${claims.resultsWindow}内感受到变化。`,
      },
    ],
  },

  video: {
    eyebrow: '精选顾客故事',
    heading: 'Sarah的故事：从辗转难眠到真正好好休息',
    posterLabel: '傍晚在家的Sarah，床上铺着她的接地床单',
    transcriptLabel: '阅读Sarah的完整故事',
    // Sarah's own words stay as she told them.
    transcript: [
      'I teach primary school, so my days start early. For two years I woke at three in the morning and lay awake until the alarm. I tried cutting coffee, I tried an app, and nothing stuck.',
      'A colleague lent me her flat sheet for a week. I didn’t feel anything the first few nights, so I bought the fitted sheet mostly so it would stay put.',
      'By the third week I was sleeping through most nights. I still have the odd bad night before report cards, but I wake before the alarm now, and I have energy left for an evening walk.',
    ],
    person: 'Sarah T.，38岁，小学教师，新加坡',
    product: '接地床笠，使用6周',
    quote:
      'For two years I woke up at 3am and lay there until the alarm. I didn’t expect much from a bed sheet. By week three I was sleeping through most nights, and now I actually have energy for my evening walk.',
    before: '每晚醒来2-3次，下午要靠咖啡撑过去',
    after: '大多数夜晚一觉到天亮，闹钟响前就醒来',
    beforeLabel: '使用前',
    afterLabel: '使用后',
    more: { label: '阅读更多顾客故事', to: '/testimonials' },
  },

  science: {
    eyebrow: '科学与研究',
    heading: '有科学研究支持',
    intro: `研究人员已在${claims.studies}项研究中探讨接地，范围涵盖睡眠、压力激素、血液循环和身体恢复。其中许多是小型的初步研究，我们认为这一点值得说明；但到目前为止，研究结果一致，而且令人鼓舞。`,
    findings: [
      {
        topic: '睡眠与压力',
        text: '十二名成年人接地睡眠8周后，夜间皮质醇水平降低，每日皮质醇节律也趋向正常模式。',
        source: 'Ghaly & Teplitz, 2004',
      },
      {
        topic: '血液循环',
        text: '接地两小时后，红血球的表面电荷平均提高了2.7倍，红血球也较少聚集成团。',
        source: 'Chevalier et al., 2013',
      },
      {
        topic: '炎症',
        text: '一篇研究综述描述了接地可能如何影响炎症、免疫反应和伤口愈合。',
        source: 'Oschman, Chevalier & Brown, 2015',
      },
    ],
    stats: [
      { value: claims.studies, label: '项研究' },
      { value: claims.resultsWindow, label: '内感受到变化' },
      { value: claims.ratingText, label: `来自${claims.reviewCountText}条评价` },
    ],
    badge: claims.doctorRecommended,
    note: healthNote,
    link: { label: '探索相关研究', to: '/about-grounding#science' },
  },

  faq: {
    heading: '关于接地的常见问题',
    intro: '大家最常问的问题，直接解答。',
    items: [
      {
        id: 'scientifically-proven',
        question: '接地有科学证明吗？',
        answer: `接地已有${claims.studiesLong}，探讨睡眠、压力激素、炎症和血液循环。许多研究规模较小，相关研究仍在进行，但到目前为止的结果令人鼓舞。我们在“认识接地”页面分享了主要研究，方便您亲自阅读。`,
      },
      {
        id: 'how-long-results',
        question: '多久才能看到效果？',
        answer: `大多数顾客每天使用，在${claims.resultsWindow}内感受到变化。有些人头几晚就睡得更好；酸痛和精力方面的改变通常需要更长一点时间。每个人都不一样，所以请给它整整一个月。`,
      },
      {
        id: 'is-it-safe',
        question: '接地安全吗？',
        answer: `安全。我们的产品只连接到妥善接地插座的接地孔，绝不接触带电的电流，而且每条接地线都内置${zh(catalogue.resistorOhms)}限流电阻。如果您有健康问题或体内植入了医疗装置，请先咨询医生。`,
      },
      {
        id: 'is-it-working',
        question: '怎么知道它有没有效？',
        answer:
          '每笔订单都附赠接地测试器：连接产品之前，先把它插进插座，确认插座已妥善接地。之后，留意自己睡得怎样、醒来时感觉如何，以及到了下午的状态。许多顾客在头几个星期会简单记录睡眠日记。',
      },
      {
        id: 'which-product',
        question: '我应该选哪一款产品？',
        answer:
          '这取决于您大部分时间在哪里度过：睡觉用床单，办公用接地垫，入门套装则覆盖全屋，一张床单加一张接地垫，日夜都能接地。告诉我们您的日常作息，我们会帮您挑选。',
      },
    ],
    more: { label: '查看全部FAQ →', to: '/faq' },
  },

  cta: {
    heading: '准备好改变您的健康了吗？',
    lead: `和${claims.customers}位已发现接地益处的人一起开始`,
    perks: ['终身客户支持', '安全、经过测试的产品'],
    button: { label: '今天就开始接地 →', href: '#products' },
    moreBefore: '还想了解更多？',
    science: { label: '进一步了解科学依据', to: '/about-grounding' },
    // Should read '或' (see science.stats above).
    between: '或',
    faq: { label: '阅读我们的FAQ', to: '/faq' },
  },
}
