import { catalogue } from '#shared/shop'
import type * as en from '../../about'
import type { Translation } from '../translation'
import { categories } from './categories'
import { claims, customerSurvey, healthNote } from './claims'
import { message } from '#shared/message'

export type { CoreBenefit, Highlight, MoreBenefit, Study, Testimonial, Way } from '../../about'

/** The shop's figures in words (shared/shop.ts), as the page quotes them. */
const ohms: Record<typeof catalogue.resistorOhms, string> = { '100k ohm': '100kΩ' }
const hours: Record<typeof catalogue.sheetUseHours, string> = { '8+ hours': '8小時以上' }
const years: Record<(typeof catalogue.productLife)[keyof typeof catalogue.productLife], string> = { '2-5 years': '2至5年', '3-7 years': '3至7年' }

/** The page's copy, sent to the page as loader data. */
export const about: Translation<typeof en.about> = {
  hero: {
    eyebrow: '認識接地',
    heading: '接地的科學與好處',
    lead: '接地（grounding，又稱earthing），簡單來說就是讓皮膚接觸大地表面。以下是研究人員至今的發現、顧客告訴我們的體驗，以及每天在室內或戶外接地的方法。',
    shop: { label: '選購接地產品', href: '#products' },
    read: { label: '閱讀科學研究', href: '#benefits' },
    facts: [
      { value: claims.studies, label: '項研究' },
      { value: claims.researchYears, label: '年研究歷史' },
      { value: claims.customers, label: '位顧客' },
    ],
  },

  benefits: {
    eyebrow: '有科學支持的好處',
    heading: '接地可能帶來幫助的三個方面',
    intro: '研究結果與顧客體驗指向同一方向的範疇。',
    labels: { problem: '問題', howItHelps: '接地如何幫助', outcome: '你或會留意到' },
    items: [
      {
        id: 'sleep',
        icon: 'sleep',
        title: '睡得更深更安穩',
        problem: '夜深看屏幕、壓力和城市燈光打亂了生理時鐘，令你晚上睡不着，早上起不了床。',
        howItHelps: '有研究發現，接地睡眠與較低的夜間皮質醇水平，以及更自然的皮質醇日夜節律有關；這種荷爾蒙會告訴身體何時休息、何時醒來。',
        outcome: '更容易入睡，夜醒次數更少，起床時感覺休息得更充足。',
        stat: { value: customerSurvey.improvedSleep, label: `受訪的${customerSurvey.respondents}位顧客表示睡得更好` },
      },
      {
        id: 'inflammation',
        icon: 'pain',
        title: '減少發炎及痛楚',
        problem: '長時間伏案、高強度訓練，加上年紀漸長，令不少人長期受痠痛和僵硬困擾。',
        howItHelps: '研究人員認為，大地的自由電子或有助平伏身體的發炎反應，並正研究它對痠痛及身體復原的影響。',
        outcome: '早上較少僵硬，惱人的痠痛減少，運動後恢復得更快。',
        stat: { value: customerSurvey.reducedPain, label: `受訪的${customerSurvey.respondents}位顧客表示痛楚減少` },
      },
      {
        id: 'circulation',
        icon: 'heart',
        title: '心臟健康及血液循環',
        problem: '久坐會減慢血液循環，而血液變得濃稠黏滯，心臟便要更費力地工作。',
        howItHelps: '在2013年的一項研究中，接地兩小時提高了紅血球的表面電荷，令紅血球互相排斥，減少凝聚。',
        outcome: '很多顧客形容手腳較暖，放鬆下來時感覺更平靜、更安穩。',
        stat: { value: '2.7×', label: '接地2小時後，紅血球表面電荷的平均升幅' },
      },
    ],
  },

  moreBenefits: {
    heading: '更多接地的理由',
    items: [
      { icon: 'stress', title: '壓力', text: '很多人覺得更平靜、沒那麼緊繃，這與較穩定的皮質醇節律相符。' },
      { icon: 'recovery', title: '復原', text: '運動員透過接地減輕痠痛，更快重返訓練。' },
      { icon: 'healing', title: '傷口癒合', text: '早期的個案報告指出，接地人士的傷口癒合得較快。仍需更大型的研究證實。' },
      { icon: 'vitality', title: '活力', text: '晚晚睡得好，早上自然更精神，有更多精力做自己喜愛的事。' },
    ],
  },

  research: {
    eyebrow: '科學研究',
    heading: '研究怎樣說',
    intro: `過去${claims.researchYears}年，已有${claims.studies}項研究探討接地。以下四項是我們認為每位好奇的讀者都應先看的研究。不少接地研究規模較小，所以我們附上原文連結，讓你自行判斷。`,
    readStudy: '閱讀研究',
    readStudyMore: message('：{title}（在新分頁開啟）'),
    // The papers keep their published titles, authors and journals.
    studies: [
      {
        title:
          'The biologic effects of grounding the human body during sleep as measured by cortisol levels and subjective reporting of sleep, pain, and stress',
        authors: 'Ghaly M, Teplitz D',
        year: 2004,
        journal: 'Journal of Alternative and Complementary Medicine 10(5):767-776',
        finding: '十二名成年人接地睡眠8星期。夜間皮質醇下降，每日皮質醇節律趨向正常，大部分人表示睡得更好，痛楚和壓力亦減少。',
        url: 'https://doi.org/10.1089/acm.2004.10.767',
      },
      {
        title:
          'The effects of grounding (earthing) on inflammation, the immune response, wound healing, and prevention and treatment of chronic inflammatory and autoimmune diseases',
        authors: 'Oschman JL, Chevalier G, Brown R',
        year: 2015,
        journal: 'Journal of Inflammation Research 8:83-96',
        finding: '一篇有關接地與發炎的研究綜述，描述接觸大地可能如何影響免疫反應、痠痛及癒合。',
        url: 'https://doi.org/10.2147/JIR.S69656',
      },
      {
        title: 'Earthing (grounding) the human body reduces blood viscosity: a major factor in cardiovascular disease',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Delany RM',
        year: 2013,
        journal: 'Journal of Alternative and Complementary Medicine 19(2):102-110',
        finding: '在十名健康成年人身上，接地兩小時令紅血球的表面電荷平均上升2.7倍，並減少紅血球凝聚。',
        url: 'https://doi.org/10.1089/acm.2011.0820',
      },
      {
        title: 'Earthing: health implications of reconnecting the human body to the Earth’s surface electrons',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Sokal K, Sokal P',
        year: 2012,
        journal: 'Journal of Environmental and Public Health 2012:291541',
        finding: '概述接地在睡眠、身體電位狀態、壓力、痛楚及血流方面的研究，並就日後的研究提出建議。',
        url: 'https://doi.org/10.1155/2012/291541',
      },
    ],
    highlightsHeading: '研究重點',
    highlights: [
      { value: claims.studies, label: '項經同行評審的研究' },
      { value: claims.researchYears, label: '年研究歷史' },
      { value: claims.researchParticipants, label: '名研究參與者' },
      { value: '雙盲', label: '包括安慰劑對照試驗' },
    ],
  },

  howItWorks: {
    eyebrow: '運作原理',
    heading: '戶外接地與室內接地',
    intro: '無論哪種方式，發揮作用的都是大地。分別只在於你能多常接觸到它。',
    outdoor: {
      title: '戶外接地',
      cost: '免費',
      points: ['赤腳在草地、沙灘或泥土上行走', '在海中涉水或游泳', '在公園的地上坐下或躺下'],
      limits: ['受天氣及日照影響', '在城市生活中難以抽出30分鐘以上', '睡覺時無法進行'],
    },
    indoor: {
      title: '室內接地產品',
      cost: '一次性購買',
      points: [
        `床單每晚讓你接地${hours[catalogue.sheetUseHours]}`,
        '接地墊讓你在書枱前、梳化上或做瑜伽時接地',
        `每條接地線均內置${ohms[catalogue.resistorOhms]}限流電阻`,
        '每次購買均附送接地測試器，用來檢查插座',
      ],
      limits: [`妥善護理下，床單可用${years[catalogue.productLife.sheets]}，接地墊可用${years[catalogue.productLife.mats]}`],
    },
    limitsLabel: '注意事項',
    closing: '兩種方式我們都喜歡：有機會就赤腳走走，其餘時間就交給床單或接地墊。',
  },

  testimonials: {
    heading: '顧客留意到的改變',
    verified: '已驗證顧客',
    beforeLabel: '之前',
    afterLabel: '之後',
    items: [
      {
        name: 'Mei Ling T.',
        rating: 5,
        product: '接地床笠',
        before: '每晚醒來三、四次，要喝兩杯咖啡才能開始一天。',
        after: '大部分晚上一覺到天光，鬧鐘未響已經醒來。',
        metric: '睡眠：由每晚約5小時增至7小時',
        verified: true,
      },
      {
        name: 'Rajesh K.',
        rating: 5,
        product: '接地理療墊',
        before: '長時間伏案後腰背僵硬。',
        after: '工作時把接地墊放在腳下，一天下來身體更放鬆。',
        metric: '僵硬程度：四星期內由7/10降至3/10',
        verified: true,
      },
      {
        name: 'Hannah W.',
        rating: 5,
        product: '接地瑜伽墊',
        before: '每次長跑後雙腿痠痛三天。',
        after: '早一天重返訓練，比賽那星期也睡得更好。',
        metric: '復原時間：由3天縮短至2天',
        verified: true,
      },
    ],
  },

  shop: {
    heading: '選購接地產品',
    intro: `把接地帶回家。${claims.groundTester}。`,
    items: categories,
  },

  healthNote,
}

export type AboutCopy = Translation<typeof en.about>
