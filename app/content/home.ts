import { homeProducts } from '~/content/home-products'
import { catalogue } from '#shared/shop'
import { claims, healthNote } from '~/content/claims'
import { categories } from '~/content/categories'
import { message } from '#shared/message'
import type { Localized } from '~/i18n/format'

/**
 * The copy of the home page (docs/product.md#home), section by section in the order the page
 * shows them. Figures come from `shop.ts` so every page quotes the same claims.
 */

export type Link = { label: string; to: string }
export type CategoryArt = 'sheets' | 'mats' | 'accessories' | 'all'
export type BenefitIcon = 'sleep' | 'pain' | 'energy' | 'stress' | 'recovery' | 'healing' | 'vitality' | 'heart'

export type Category = { label: string; to: string; blurb: string; art: CategoryArt }
export type Review = { name: string; place: string; product: string; text: string }
export type Benefit = { icon: BenefitIcon; title: string; text: string }
export type Step = { title: string; text: string }
export type Finding = { topic: string; text: string; source: string }
export type FaqItem = { id: string; question: string; answer: string }

/** The page's copy, imported by the home route (so it travels in the route's script). */
export const home = {
  hero: {
    eyebrow: `Rated ${claims.ratingText} from ${claims.reviewCountText} reviews`,
    heading: 'Reconnect with the Earth. Sleep better tonight.',
    lead: 'Grounding sheets and mats connect you to the Earth’s surface through the ground port of your wall socket, the way bare feet on grass do outdoors. Sleep, work and unwind grounded, even on the 30th floor.',
    primary: { label: 'Shop Best Sellers', href: '#products' },
    secondary: { label: 'Read a Customer Story', href: '#video-testimonial' },
    trust: [claims.doctorRecommended, `${claims.customers} happy customers`, `Most feel a difference in ${claims.resultsWindow}`],
    illustrationLabel: 'Illustration: a person sleeping on a grounding sheet connected to the earth',
  },

  categories: {
    heading: 'Shop by Category',
    intro: 'Find the right way to ground for your day, and your night.',
    items: categories,
  },

  reviews: {
    heading: 'Loved by Customers Across Singapore and Beyond',
    summary: `${claims.ratingText} from ${claims.reviewCountText} reviews`,
    items: [
      {
        name: 'Priya N.',
        place: 'Tampines, Singapore',
        product: 'Fitted Earthing Bed Sheet',
        text: 'I used to wake at 3am most nights. By the second week on the fitted sheet I was sleeping through more often than not, and my husband says I’m far less grumpy at breakfast.',
      },
      {
        name: 'Daniel L.',
        place: 'Petaling Jaya, Malaysia',
        product: 'Earthing Therapy Mat',
        text: 'The mat lives under my desk now. My legs and lower back feel less stiff by the end of a long work-from-home day, and setting it up took five minutes.',
      },
      {
        name: 'Wei Ting C.',
        place: 'Bukit Timah, Singapore',
        product: 'Earthing Yoga Mat',
        text: 'I was sceptical. The ground tester in the box showed me my socket was properly earthed, which helped me trust it. Three weeks in, my afternoons feel steadier.',
      },
    ] satisfies Review[],
    more: { label: 'Read all reviews', to: '/testimonials' },
  },

  problems: {
    heading: 'Does This Sound Familiar?',
    intro:
      'We spend our days in shoes, on tiles and concrete, in air-conditioned rooms high above the ground. Many of our customers came to us with one or more of these:',
    items: [
      'You spend eight hours in bed and still wake up tired',
      'Aches and stiffness linger long after a workout or a day at the desk',
      'Your energy crashes every afternoon',
      'You feel wired at night and worn out by day',
      'Weeks go by without your bare feet touching grass, sand or soil',
    ],
    outro: 'You’re not alone, and there’s a simple, natural habit worth trying.',
  },

  introduction: {
    eyebrow: 'What is grounding?',
    heading: 'A Simple Way to Reconnect with the Earth',
    paragraphs: [
      'Grounding, also called earthing, is direct contact between your skin and the Earth’s surface. For most of human history it happened all day long: walking barefoot, sleeping close to the ground, working the soil.',
      'The Earth’s surface carries a gentle natural charge. Researchers believe that touching it lets your body settle to the same electrical state, and they have been studying what that means for sleep, stress and recovery.',
      'Our sheets and mats bring that contact indoors. A conductive layer woven with silver or carbon connects through a cord to the ground port of your wall socket, never to the live current, so you can ground while you sleep or work.',
    ],
    stats: [
      { value: claims.enthusiasts, label: 'grounding enthusiasts in our community' },
      { value: claims.studies, label: 'studies on grounding so far' },
    ],
    link: { label: 'How grounding works', to: '/about-grounding#how-it-works' },
  },

  benefits: {
    heading: 'What Grounding Can Do for You',
    intro: 'Three reasons people start grounding, and keep going.',
    items: [
      {
        icon: 'sleep',
        title: 'Better sleep',
        text: 'Fall asleep more easily and wake up less often. Early research links grounded sleep with a steadier day-night rhythm of cortisol, the hormone that tells your body when to rest.',
      },
      {
        icon: 'pain',
        title: 'Less pain and inflammation',
        text: 'Many customers tell us morning stiffness and everyday aches ease off. Researchers are studying how contact with the Earth may influence inflammation and recovery.',
      },
      {
        icon: 'energy',
        title: 'More energy',
        text: 'Better rest shows up in your day: steadier energy, fewer afternoon slumps and a calmer mood when things get busy.',
      },
    ] satisfies Benefit[],
    note: healthNote,
  },

  products: homeProducts,

  steps: {
    heading: 'Getting Started Is Easy',
    intro: 'Three steps, about ten minutes, no tools.',
    /** Read out before each step's title. */
    stepLabel: message<{ n: number }>('Step {n}: '),
    items: [
      {
        title: 'Choose your product',
        text: 'A sheet for sleep, a mat for your desk or sofa, or a starter kit to cover the whole home. Not sure? Our team is happy to help.',
      },
      {
        title: 'Test your socket and plug in',
        text: `Check your socket with the ground tester included with every purchase, then connect the cord to the ground port. Every cord has a ${catalogue.resistorOhms} current-limiting resistor built in.`,
      },
      {
        title: 'Sleep, work or relax grounded',
        text: `Use it daily: a sheet gives you ${catalogue.sheetUseHours} of grounding a night. Most people notice a difference within ${claims.resultsWindow}.`,
      },
    ] satisfies Step[],
  },

  video: {
    eyebrow: 'Featured customer story',
    heading: 'Sarah’s Story: From Restless Nights to Real Rest',
    posterLabel: 'Sarah at home in the evening, her grounding sheet on the bed',
    transcriptLabel: 'Read Sarah’s story in full',
    transcript: [
      'I teach primary school, so my days start early. For two years I woke at three in the morning and lay awake until the alarm. I tried cutting coffee, I tried an app, and nothing stuck.',
      'A colleague lent me her flat sheet for a week. I didn’t feel anything the first few nights, so I bought the fitted sheet mostly so it would stay put.',
      'By the third week I was sleeping through most nights. I still have the odd bad night before report cards, but I wake before the alarm now, and I have energy left for an evening walk.',
    ],
    person: 'Sarah T., 38, primary school teacher, Singapore',
    product: 'Fitted Earthing Bed Sheet, 6 weeks',
    quote:
      'For two years I woke up at 3am and lay there until the alarm. I didn’t expect much from a bed sheet. By week three I was sleeping through most nights, and now I actually have energy for my evening walk.',
    before: 'Woke 2-3 times a night, relied on coffee to get through the afternoon',
    after: 'Sleeps through most nights and wakes before the alarm',
    beforeLabel: 'Before',
    afterLabel: 'After',
    more: { label: 'Read more customer stories', to: '/testimonials' },
  },

  science: {
    eyebrow: 'Science and research',
    heading: 'Backed by Science',
    intro: `Researchers have looked at grounding in ${claims.studies} studies, from sleep and stress hormones to circulation and recovery. Many are small pilot studies, and we think that is worth saying, but the findings so far are consistent and encouraging.`,
    findings: [
      {
        topic: 'Sleep and stress',
        text: 'Twelve adults who slept grounded for 8 weeks had lower night-time cortisol, and their daily cortisol rhythm moved toward the normal pattern.',
        source: 'Ghaly & Teplitz, 2004',
      },
      {
        topic: 'Circulation',
        text: 'After two hours grounded, the surface charge of red blood cells rose 2.7 times on average and the cells clumped together less.',
        source: 'Chevalier et al., 2013',
      },
      {
        topic: 'Inflammation',
        text: 'A review of the research describes how grounding may influence inflammation, the immune response and wound healing.',
        source: 'Oschman, Chevalier & Brown, 2015',
      },
    ] satisfies Finding[],
    stats: [
      { value: claims.studies, label: 'studies' },
      { value: claims.resultsWindow, label: 'to notice a difference' },
      { value: claims.ratingText, label: `from ${claims.reviewCountText} reviews` },
    ],
    badge: claims.doctorRecommended,
    note: healthNote,
    link: { label: 'Explore the research', to: '/about-grounding#science' },
  },

  faq: {
    heading: 'Common Questions About Grounding',
    intro: 'Straight answers to what people ask us most.',
    items: [
      {
        id: 'scientifically-proven',
        question: 'Is grounding scientifically proven?',
        answer: `Grounding has been studied in ${claims.studiesLong}, looking at sleep, stress hormones, inflammation and circulation. Many studies are small, and research continues, but the results so far are encouraging. We share the key studies on our About Grounding page so you can read them yourself.`,
      },
      {
        id: 'how-long-results',
        question: 'How long before I see results?',
        answer: `Most customers notice a difference within ${claims.resultsWindow} of daily use. Some sleep better in the first few nights; for aches and energy it often takes a little longer. Everyone is different, so give it a full month.`,
      },
      {
        id: 'is-it-safe',
        question: 'Is grounding safe?',
        answer: `Yes. Our products connect only to the ground port of a properly earthed socket, never to the live current, and every cord has a ${catalogue.resistorOhms} current-limiting resistor. If you have a medical condition or an implanted device, check with your doctor first.`,
      },
      {
        id: 'is-it-working',
        question: 'How do I know if it’s working?',
        answer: `A ground tester comes with every purchase: plug it into your socket to confirm it is properly earthed before you connect your product. After that, notice how you sleep, how you wake and how you feel by the afternoon. Many customers keep a simple sleep diary for the first few weeks.`,
      },
      {
        id: 'which-product',
        question: 'Which product should I choose?',
        answer:
          'It depends on where you spend your hours: sheets for sleep, mats for desk work, and starter kits for whole-home coverage, with a sheet and a mat for day and night. Tell us about your routine and we’ll help you pick.',
      },
    ] satisfies FaqItem[],
    more: { label: 'See All FAQs →', to: '/faq' },
  },

  cta: {
    heading: 'Ready to Transform Your Health?',
    lead: `Join ${claims.customers} people who've discovered the benefits of grounding`,
    // After the market's shipping perk, which the home loader puts first (content/market-shipping.ts).
    perks: ['Lifetime customer support', 'Safe and tested products'],
    button: { label: 'Start Grounding Today →', href: '#products' },
    moreBefore: 'Still curious?',
    science: { label: 'Learn more about the science', to: '/about-grounding' },
    between: 'or',
    faq: { label: 'read our FAQ', to: '/faq' },
  },
} as const

/** The page's copy as its components read it (useCopy): its messages functions of their values. */
export type HomeCopy = Localized<typeof home>
