import { catalogue } from '#shared/shop'
import type * as en from '../../home'
import type { Translation } from '../translation'
import { categories } from './categories'
import { claims, healthNote } from './claims'
import { homeProducts } from './home-products'
import { message } from '#shared/message'

export type { Benefit, BenefitIcon, Category, CategoryArt, FaqItem, Finding, Link, Review, Step } from '../../home'

/** The shop's figures in words (shared/shop.ts), as the page quotes them. */
const ohms: Record<typeof catalogue.resistorOhms, string> = { '100k ohm': '100kΩ' }
const hours: Record<typeof catalogue.sheetUseHours, string> = { '8+ hours': '8小時以上' }

/** The page's copy, sent to the page as loader data. */
export const home: Translation<typeof en.home> = {
  hero: {
    eyebrow: `${claims.reviewCountText}則評價，平均評分${claims.ratingText}`,
    heading: '與大地重新連繫，今晚睡得更好。',
    lead: '接地床單及接地墊透過牆上插座的接地端口，把你連接到大地表面，就像在戶外赤腳踏在草地上一樣。無論睡覺、工作或放鬆都能接地，即使住在30樓也可以。',
    primary: { label: '選購熱賣產品', href: '#products' },
    secondary: { label: '閱讀顧客故事', href: '#video-testimonial' },
    trust: [claims.doctorRecommended, `${claims.customers}位滿意顧客`, `大部分人在${claims.resultsWindow}內感受到分別`],
    illustrationLabel: '插圖：一個人睡在已連接大地的接地床單上',
  },

  categories: {
    heading: '按類別選購',
    intro: '為你的日與夜，找到合適的接地方式。',
    items: categories,
  },

  reviews: {
    heading: '深受新加坡及各地顧客喜愛',
    summary: `${claims.reviewCountText}則評價，平均評分${claims.ratingText}`,
    // The customers' words stay as they wrote them.
    items: [
      {
        name: 'Priya N.',
        place: '新加坡淡濱尼',
        product: '接地床笠',
        text: 'I used to wake at 3am most nights. By the second week on the fitted sheet I was sleeping through more often than not, and my husband says I’m far less grumpy at breakfast.',
      },
      {
        name: 'Daniel L.',
        place: '馬來西亞八打靈再也',
        product: '接地理療墊',
        text: 'The mat lives under my desk now. My legs and lower back feel less stiff by the end of a long work-from-home day, and setting it up took five minutes.',
      },
      {
        name: 'Wei Ting C.',
        place: '新加坡武吉知馬',
        product: '接地瑜伽墊',
        text: 'I was sceptical. The ground tester in the box showed me my socket was properly earthed, which helped me trust it. Three weeks in, my afternoons feel steadier.',
      },
    ],
    more: { label: '閱讀所有評價', to: '/testimonials' },
  },

  problems: {
    heading: '這些情況你是否似曾相識？',
    intro: '我們每天穿着鞋，踏在瓷磚和石屎地上，待在遠離地面的冷氣房裏。很多顧客來找我們時，都有以下一種或多種情況：',
    items: [
      '在床上躺了八小時，醒來仍然覺得累',
      '做完運動或在書枱前坐了一整天，痠痛僵硬久久未消',
      '每到下午就精神不繼',
      '晚上精神亢奮，日間卻疲憊不堪',
      '一連幾星期，雙腳都沒有赤腳踏過草地、沙灘或泥土',
    ],
    outro: '你並不孤單，而且有一個簡單自然的習慣值得一試。',
  },

  introduction: {
    eyebrow: '甚麼是接地？',
    heading: '與大地重新連繫的簡單方法',
    paragraphs: [
      '接地（grounding），又稱earthing，是指皮膚直接接觸大地表面。在人類歷史的大部分時間裏，這整天都在發生：赤腳走路、貼近地面睡覺、在田間耕作。',
      '大地表面帶有溫和的天然電荷。研究人員認為，接觸大地能讓身體回復到與大地相同的電位狀態，並一直研究這對睡眠、壓力及身體復原有何意義。',
      '我們的床單及接地墊把這種接觸帶到室內。織入銀或碳的導電層透過接地線連接到牆上插座的接地端口，絕不接觸帶電電流，讓你在睡覺或工作時也能接地。',
    ],
    stats: [
      { value: claims.enthusiasts, label: '位接地愛好者加入我們的社群' },
      { value: claims.studies, label: '項有關接地的研究' },
    ],
    link: { label: '接地如何運作', to: '/about-grounding#how-it-works' },
  },

  benefits: {
    heading: '接地能為你帶來甚麼',
    intro: '人們開始接地，並持續下去的三個原因。',
    items: [
      {
        icon: 'sleep',
        title: '睡得更好',
        text: '更容易入睡，夜醒次數更少。初步研究發現，接地睡眠與較穩定的皮質醇日夜節律有關；皮質醇是告訴身體何時休息的荷爾蒙。',
      },
      {
        icon: 'pain',
        title: '減少痛楚及發炎',
        text: '很多顧客告訴我們，早上的僵硬和日常痠痛有所紓緩。研究人員正研究接觸大地可能如何影響發炎及身體復原。',
      },
      {
        icon: 'energy',
        title: '更有活力',
        text: '休息得好，日間自然見到分別：精神更穩定，下午較少昏昏欲睡，忙碌時心情也更平靜。',
      },
    ],
    note: healthNote,
  },

  products: homeProducts,

  steps: {
    heading: '輕鬆開始',
    intro: '三個步驟，約十分鐘，毋須任何工具。',
    stepLabel: message('第{n}步：'),
    items: [
      {
        title: '選擇你的產品',
        text: '睡覺用的床單、書枱或梳化用的接地墊，或覆蓋全屋的入門套裝。拿不定主意？我們的團隊樂意幫忙。',
      },
      {
        title: '測試插座，然後接上',
        text: `先用每次購買均附送的接地測試器檢查插座，再把接地線接上接地端口。每條接地線均內置${ohms[catalogue.resistorOhms]}限流電阻。`,
      },
      {
        title: '接地睡覺、工作或放鬆',
        text: `每天使用：床單每晚可為你提供${hours[catalogue.sheetUseHours]}的接地時間。大部分人在${claims.resultsWindow}內感受到分別。`,
      },
    ],
  },

  video: {
    eyebrow: '精選顧客故事',
    heading: 'Sarah的故事：由輾轉難眠到真正安睡',
    posterLabel: '傍晚在家的Sarah，床上鋪着她的接地床單',
    transcriptLabel: '閱讀Sarah的完整故事',
    // Sarah's own words stay as she told them.
    transcript: [
      'I teach primary school, so my days start early. For two years I woke at three in the morning and lay awake until the alarm. I tried cutting coffee, I tried an app, and nothing stuck.',
      'A colleague lent me her flat sheet for a week. I didn’t feel anything the first few nights, so I bought the fitted sheet mostly so it would stay put.',
      'By the third week I was sleeping through most nights. I still have the odd bad night before report cards, but I wake before the alarm now, and I have energy left for an evening walk.',
    ],
    person: 'Sarah T.，38歲，小學教師，新加坡',
    product: '接地床笠，使用6星期',
    quote:
      'For two years I woke up at 3am and lay there until the alarm. I didn’t expect much from a bed sheet. By week three I was sleeping through most nights, and now I actually have energy for my evening walk.',
    before: '每晚醒來2至3次，下午要靠咖啡撐下去',
    after: '大部分晚上一覺到天光，鬧鐘未響已經醒來',
    beforeLabel: '之前',
    afterLabel: '之後',
    more: { label: '閱讀更多顧客故事', to: '/testimonials' },
  },

  science: {
    eyebrow: '科學與研究',
    heading: '有科學研究支持',
    intro: `研究人員已在${claims.studies}項研究中探討接地，範圍由睡眠、壓力荷爾蒙，以至血液循環及身體復原。當中不少是小型先導研究，我們認為值得坦白說明，但目前的研究結果一致且令人鼓舞。`,
    findings: [
      {
        topic: '睡眠與壓力',
        text: '十二名成年人接地睡眠8星期後，夜間皮質醇水平下降，每日的皮質醇節律亦趨向正常模式。',
        source: 'Ghaly & Teplitz, 2004',
      },
      {
        topic: '血液循環',
        text: '接地兩小時後，紅血球的表面電荷平均上升2.7倍，細胞凝聚的情況亦減少。',
        source: 'Chevalier et al., 2013',
      },
      {
        topic: '發炎',
        text: '一篇研究綜述描述了接地可能如何影響發炎、免疫反應及傷口癒合。',
        source: 'Oschman, Chevalier & Brown, 2015',
      },
    ],
    stats: [
      { value: claims.studies, label: '項研究' },
      { value: claims.resultsWindow, label: '內感受到分別' },
      { value: claims.ratingText, label: `來自${claims.reviewCountText}則評價` },
    ],
    badge: claims.doctorRecommended,
    note: healthNote,
    link: { label: '探索相關研究', to: '/about-grounding#science' },
  },

  faq: {
    heading: '有關接地的常見問題',
    intro: '直接解答大家最常問的問題。',
    items: [
      {
        id: 'scientifically-proven',
        question: '接地有科學證明嗎？',
        answer: `已有${claims.studiesLong}探討接地，範圍涵蓋睡眠、壓力荷爾蒙、發炎及血液循環。不少研究規模較小，研究仍在進行中，但目前的結果令人鼓舞。我們在「認識接地」頁面整理了主要研究，讓你親自閱讀。`,
      },
      {
        id: 'how-long-results',
        question: '要多久才會見到效果？',
        answer: `大部分顧客每天使用，在${claims.resultsWindow}內感受到分別。有些人頭幾晚已睡得更好；至於痠痛和精神方面，通常需要多一點時間。每個人都不同，所以請給自己足足一個月。`,
      },
      {
        id: 'is-it-safe',
        question: '接地安全嗎？',
        answer: `安全。我們的產品只會連接到已妥善接地的插座的接地端口，絕不接觸帶電電流，而且每條接地線均內置${ohms[catalogue.resistorOhms]}限流電阻。如你有健康問題或體內植入了醫療裝置，請先諮詢醫生。`,
      },
      {
        id: 'is-it-working',
        question: '怎樣知道是否有效？',
        answer:
          '每次購買均附送接地測試器：接上產品前，先把它插入插座，確認插座已妥善接地。之後留意自己睡得怎樣、醒來的感覺，以及下午的狀態。很多顧客在頭幾個星期會寫簡單的睡眠日記。',
      },
      {
        id: 'which-product',
        question: '我應該選擇哪款產品？',
        answer:
          '視乎你大部分時間在哪裏度過：睡覺用床單，書枱工作用接地墊，想覆蓋全屋則可選入門套裝，床單加接地墊，日夜都能接地。告訴我們你的生活習慣，我們會幫你挑選。',
      },
    ],
    more: { label: '查看所有常見問題 →', to: '/faq' },
  },

  cta: {
    heading: '準備好為健康帶來改變了嗎？',
    lead: `與${claims.customers}位已體驗接地好處的人一起開始`,
    perks: ['終身客戶支援', '安全並經測試的產品'],
    button: { label: '今天就開始接地 →', href: '#products' },
    moreBefore: '仍然好奇？',
    science: { label: '了解更多科學研究', to: '/about-grounding' },
    between: '或',
    faq: { label: '閱讀常見問題', to: '/faq' },
  },
}

export type HomeCopy = Translation<typeof en.home>
