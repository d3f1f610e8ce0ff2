import type { BenefitIcon } from './home'
import { categories } from './categories'
import { catalogue } from '#shared/shop'
import { claims, customerSurvey, healthNote } from '~/content/claims'
import { message } from '#shared/message'
import type { Localized } from '~/i18n/format'

/**
 * The copy of About Grounding (docs/product.md#about-grounding): what grounding is, what the
 * research says and how to do it indoors. Warm and specific, and never a medical promise.
 */

export type CoreBenefit = {
  id: string
  icon: BenefitIcon
  title: string
  problem: string
  howItHelps: string
  outcome: string
  stat: { value: string; label: string }
}
export type MoreBenefit = { icon: BenefitIcon; title: string; text: string }
export type Study = {
  title: string
  authors: string
  year: number
  journal: string
  finding: string
  url: string
}
export type Highlight = { value: string; label: string }
export type Way = { title: string; cost: string; points: string[]; limits: string[] }
export type Testimonial = {
  name: string
  rating: number
  product: string
  before: string
  after: string
  metric: string
  verified: boolean
}

/** The page's copy, sent to the page as loader data. */
export const about = {
  hero: {
    eyebrow: 'About grounding',
    heading: 'The Science and Benefits of Grounding',
    lead: 'Grounding, or earthing, is simply your skin touching the Earth’s surface. Here is what researchers have found so far, what our customers tell us, and how to ground every day, indoors or out.',
    shop: { label: 'Shop Grounding Gear', href: '#products' },
    read: { label: 'Read the science', href: '#benefits' },
    facts: [
      { value: claims.studies, label: 'studies' },
      { value: claims.researchYears, label: 'years of research' },
      { value: claims.customers, label: 'customers' },
    ],
  },

  benefits: {
    eyebrow: 'Science-backed benefits',
    heading: 'Three Ways Grounding Can Help',
    intro: 'The areas where research and our customers’ experience point the same way.',
    labels: { problem: 'The problem', howItHelps: 'How grounding helps', outcome: 'What you may notice' },
    items: [
      {
        id: 'sleep',
        icon: 'sleep',
        title: 'Deeper, more restful sleep',
        problem: 'Late screens, stress and city light push your body clock out of step, so you lie awake at night and drag through the morning.',
        howItHelps:
          'Sleeping grounded has been linked to lower night-time cortisol and a more natural day-night rhythm of the hormone that tells your body when to rest and when to wake.',
        outcome: 'Falling asleep more easily, waking less often and getting up feeling more rested.',
        stat: { value: customerSurvey.improvedSleep, label: `of ${customerSurvey.respondents} surveyed customers say they sleep better` },
      },
      {
        id: 'inflammation',
        icon: 'pain',
        title: 'Less inflammation and pain',
        problem: 'Long hours at a desk, hard training and simply getting older leave many of us with aches and stiffness that never quite go away.',
        howItHelps:
          'Researchers think the Earth’s free electrons may help calm the body’s inflammatory response, and they are studying its effects on soreness and recovery.',
        outcome: 'Less morning stiffness, fewer nagging aches and quicker bounce-back after exercise.',
        stat: { value: customerSurvey.reducedPain, label: `of ${customerSurvey.respondents} surveyed customers report less pain` },
      },
      {
        id: 'circulation',
        icon: 'heart',
        title: 'Heart health and circulation',
        problem: 'Sitting for hours slows your circulation, and thicker, stickier blood makes your heart work harder.',
        howItHelps:
          'In a 2013 study, two hours of grounding raised the surface charge of red blood cells, so they repelled each other and clumped together less.',
        outcome: 'Many customers describe warmer hands and feet and a calmer, steadier feeling as they wind down.',
        stat: { value: '2.7×', label: 'average rise in red blood cell surface charge after 2 hours grounded' },
      },
    ] satisfies CoreBenefit[],
  },

  moreBenefits: {
    heading: 'Even More Reasons to Ground',
    items: [
      { icon: 'stress', title: 'Stress', text: 'Many people feel calmer and less on edge, in step with a steadier cortisol rhythm.' },
      { icon: 'recovery', title: 'Recovery', text: 'Athletes use grounding to feel less sore and get back to training sooner.' },
      {
        icon: 'healing',
        title: 'Wound healing',
        text: 'Early case reports describe wounds healing faster in grounded people. Larger studies are still needed.',
      },
      { icon: 'vitality', title: 'Vitality', text: 'Better nights add up to brighter mornings and more energy for what you love.' },
    ] satisfies MoreBenefit[],
  },

  research: {
    eyebrow: 'The science',
    heading: 'What the Research Says',
    intro: `Grounding has been explored in ${claims.studies} studies over ${claims.researchYears} years. Here are four we think every curious reader should start with. Many grounding studies are small, so we link to the originals for you to judge.`,
    readStudy: 'Read Study',
    /** Read out after 'Read Study': which study, and that it opens elsewhere. */
    readStudyMore: message<{ title: string }>(': {title} (opens in a new tab)'),
    studies: [
      {
        title:
          'The biologic effects of grounding the human body during sleep as measured by cortisol levels and subjective reporting of sleep, pain, and stress',
        authors: 'Ghaly M, Teplitz D',
        year: 2004,
        journal: 'Journal of Alternative and Complementary Medicine 10(5):767-776',
        finding:
          'Twelve adults slept grounded for 8 weeks. Night-time cortisol fell, daily cortisol rhythms moved toward normal, and most reported better sleep with less pain and stress.',
        url: 'https://doi.org/10.1089/acm.2004.10.767',
      },
      {
        title:
          'The effects of grounding (earthing) on inflammation, the immune response, wound healing, and prevention and treatment of chronic inflammatory and autoimmune diseases',
        authors: 'Oschman JL, Chevalier G, Brown R',
        year: 2015,
        journal: 'Journal of Inflammation Research 8:83-96',
        finding:
          'A review of the research on grounding and inflammation, describing how contact with the Earth may affect the immune response, soreness and healing.',
        url: 'https://doi.org/10.2147/JIR.S69656',
      },
      {
        title: 'Earthing (grounding) the human body reduces blood viscosity: a major factor in cardiovascular disease',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Delany RM',
        year: 2013,
        journal: 'Journal of Alternative and Complementary Medicine 19(2):102-110',
        finding: 'In ten healthy adults, two hours of grounding raised the surface charge of red blood cells 2.7 times on average and reduced their clumping.',
        url: 'https://doi.org/10.1089/acm.2011.0820',
      },
      {
        title: 'Earthing: health implications of reconnecting the human body to the Earth’s surface electrons',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Sokal K, Sokal P',
        year: 2012,
        journal: 'Journal of Environmental and Public Health 2012:291541',
        finding: 'An overview of grounding research on sleep, the body’s electrical state, stress, pain and blood flow, with suggestions for future studies.',
        url: 'https://doi.org/10.1155/2012/291541',
      },
    ] satisfies Study[],
    highlightsHeading: 'Research Highlights',
    highlights: [
      { value: claims.studies, label: 'Peer-reviewed studies' },
      { value: claims.researchYears, label: 'Years of research' },
      { value: claims.researchParticipants, label: 'Study participants' },
      { value: 'Double-blind', label: 'Placebo-controlled trials included' },
    ] satisfies Highlight[],
  },

  howItWorks: {
    eyebrow: 'How it works',
    heading: 'Grounding Outdoors and Indoors',
    intro: 'The Earth does the work either way. What changes is how often you can reach it.',
    outdoor: {
      title: 'Outdoor grounding',
      cost: 'Free',
      points: ['Walk barefoot on grass, sand or soil', 'Wade or swim in the sea', 'Sit or lie on the ground in a park'],
      limits: ['Depends on the weather and daylight', 'Hard to fit 30+ minutes into a city day', 'Not possible while you sleep'],
    } satisfies Way,
    indoor: {
      title: 'Indoor grounding products',
      cost: 'A one-off purchase',
      points: [
        `Sheets ground you for ${catalogue.sheetUseHours} every night`,
        'Mats ground you at your desk, on the sofa or during yoga',
        `Every cord has a ${catalogue.resistorOhms} current-limiting resistor`,
        'A ground tester with every purchase checks your socket',
      ],
      limits: [`Sheets last ${catalogue.productLife.sheets} and mats ${catalogue.productLife.mats} with care`],
    } satisfies Way,
    limitsLabel: 'Keep in mind',
    closing: 'We love both: go barefoot when you can, and let your sheet or mat cover the hours you can’t.',
  },

  testimonials: {
    heading: 'What Our Customers Notice',
    verified: 'Verified Customer',
    beforeLabel: 'Before',
    afterLabel: 'After',
    items: [
      {
        name: 'Mei Ling T.',
        rating: 5,
        product: 'Fitted Earthing Bed Sheet',
        before: 'Woke three or four times a night and needed two coffees to get going.',
        after: 'Sleeps through most nights and wakes up before the alarm.',
        metric: 'Sleep: from about 5 to 7 hours a night',
        verified: true,
      },
      {
        name: 'Rajesh K.',
        rating: 5,
        product: 'Earthing Therapy Mat',
        before: 'A stiff lower back after long days at his desk.',
        after: 'Keeps the mat under his feet while he works and ends the day looser.',
        metric: 'Stiffness: from 7/10 to 3/10 in four weeks',
        verified: true,
      },
      {
        name: 'Hannah W.',
        rating: 5,
        product: 'Earthing Yoga Mat',
        before: 'Sore legs for three days after every long run.',
        after: 'Back to training a day sooner, and sleeping better on race week.',
        metric: 'Recovery: from 3 days to 2',
        verified: true,
      },
    ] satisfies Testimonial[],
  },

  shop: {
    heading: 'Shop Grounding Gear',
    intro: `Bring grounding home. ${claims.groundTester}.`,
    items: categories,
  },

  healthNote,
} as const

/** The page's copy as its components read it (useCopy): its messages functions of their values. */
export type AboutCopy = Localized<typeof about>
