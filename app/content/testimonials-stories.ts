import { newsletter } from '#shared/shop'
import type {
  CommunityPost,
  GalleryPhoto,
  ReviewFaq,
  SkepticStory,
  StoryProduct,
  Testimonial,
  TestimonialStory,
  PressMention,
  VideoStory,
} from './testimonials'

/**
 * The long content of the testimonials page. These are customers' own accounts of what they
 * noticed; none of it claims that a product diagnoses, treats, cures or prevents any disease.
 */

const products = {
  flatSheet: { title: 'Premium Earthing Flat Sheet', handle: 'premium-earthing-flat-sheet' },
  therapyMat: { title: 'Earthing Therapy Mat', handle: 'earthing-therapy-mat' },
  starterKit: { title: 'Grounding Sleep Starter Kit', handle: 'grounding-sleep-starter-kit' },
  fittedSheet: { title: 'Fitted Earthing Bed Sheet', handle: 'fitted-earthing-bed-sheet' },
  yogaMat: { title: 'Earthing Yoga Mat', handle: 'earthing-yoga-mat' },
} as const satisfies Record<string, StoryProduct>

export const featuredStories: TestimonialStory[] = [
  {
    id: 'mei-ling',
    name: 'Mei Ling Tan',
    location: 'Tampines, Singapore',
    about: '42, secondary school teacher',
    product: products.flatSheet,
    duration: '6 months',
    rating: 5,
    initials: 'MT',
    challenge:
      'Years of marking late into the night left me wired at bedtime. I lay awake for an hour most nights, woke at 3am and dragged myself through the school day on coffee.',
    solution:
      'A colleague lent me her grounding sheet for a weekend. I bought the Premium Earthing Flat Sheet, plugged it into the earth port of the socket beside my bed and checked it with the tester that came in the box.',
    transformation:
      'By the third week I was falling asleep before the end of a chapter. I still wake sometimes, but I drift off again. My sleep tracker shows it, and my students say I am more patient.',
    metrics: [
      { label: 'Time to fall asleep', value: '60 → 15 min' },
      { label: 'Night wakings', value: '3 → 1' },
      { label: 'Deep sleep (tracker)', value: '+38%' },
      { label: 'Afternoon coffees', value: '2 → 0' },
    ],
    quote: 'I did not expect a bed sheet to change my mornings. It did.',
  },
  {
    id: 'arjun',
    name: 'Arjun Menon',
    location: 'Kuala Lumpur, Malaysia',
    about: '51, software architect',
    product: products.therapyMat,
    duration: '4 months',
    rating: 5,
    initials: 'AM',
    challenge: 'Ten-hour days at the desk gave me a stiff lower back and aching knees. By Thursday I was stretching every half hour and avoiding the stairs.',
    solution:
      'I put the Earthing Therapy Mat under my feet at the desk and rest my forearms on it while I read. It stays plugged in all day; I do not have to remember anything.',
    transformation:
      'The Thursday stiffness faded over about a month. I take the stairs again, and on weekends I am back on my bicycle for the first time in two years.',
    metrics: [
      { label: 'Back stiffness (0–10)', value: '7 → 3' },
      { label: 'Stretch breaks a day', value: '12 → 4' },
      { label: 'Cycling a week', value: '0 → 40 km' },
      { label: 'Pain-relief tablets a week', value: '6 → 1' },
    ],
    quote: 'My back tells me when I forget the mat. I rarely forget it now.',
  },
  {
    id: 'siti',
    name: 'Siti Rahman',
    location: 'Jurong West, Singapore',
    about: '35, nurse on rotating shifts',
    product: products.starterKit,
    duration: '3 months',
    rating: 5,
    initials: 'SR',
    challenge: 'Rotating between day and night shifts left my body clock confused. After a night shift I slept in pieces and felt flat for days.',
    solution:
      'The Grounding Sleep Starter Kit gave me the sheet, a pillowcase, the cord and the tester in one box, so setting it up took ten minutes. I sleep on it after every shift, day or night.',
    transformation:
      'I now get one solid block of sleep after a night shift instead of three short naps. I have the energy to cook and see friends on my days off again.',
    metrics: [
      { label: 'Sleep after night shift', value: '4 → 6.5 h' },
      { label: 'Naps to recover', value: '3 → 1' },
      { label: 'Energy on days off (0–10)', value: '4 → 8' },
      { label: 'Days to reset after nights', value: '3 → 1' },
    ],
    quote: 'Shift work is still hard. Recovering from it is not, any more.',
  },
]

export const skepticStories: SkepticStory[] = [
  {
    id: 'daniel',
    name: 'Daniel Lim',
    title: 'The engineer who measured it first',
    location: 'Bukit Timah, Singapore',
    product: products.fittedSheet,
    rating: 5,
    initials: 'DL',
    story:
      'I am an electrical engineer, so I assumed it was nonsense. I bought a sheet to prove it: I checked the continuity with my own meter, confirmed the resistor in the cord and measured my body voltage with and without it. The numbers changed exactly as the leaflet said. What I did not expect was to sleep better. Six weeks in, my watch shows fewer restless periods, and I have stopped arguing with my wife about it.',
  },
  {
    id: 'grace',
    name: 'Grace Wong',
    title: 'From eye-rolls to a second mat',
    location: 'Hong Kong',
    product: products.yogaMat,
    rating: 4,
    initials: 'GW',
    story:
      'My sister kept sending me articles and I kept rolling my eyes. She finally posted me a yoga mat for my birthday. I used it to be polite, then noticed my calves were less sore the morning after my long runs. I am still not sure how much is the mat and how much is the stretching, but I bought a second one for the office, so that tells you something.',
  },
]

export const beforeAfter: Testimonial[] = [
  {
    id: 'before-after-sleep',
    kind: 'sleep',
    title: 'Sleep',
    name: 'Hannah K.',
    rating: 5,
    before: 'Tossed and turned until 1am, woke tired.',
    after: 'Asleep by 11pm and wakes before the alarm.',
    metric: '+1.5 hours of sleep a night',
    verified: true,
  },
  {
    id: 'before-after-pain',
    kind: 'pain',
    title: 'Pain',
    name: 'Robert C.',
    rating: 5,
    before: 'Stiff knees every morning, slow on the stairs.',
    after: 'Loosens up in minutes and walks the dog again.',
    metric: 'Morning stiffness 8/10 → 3/10',
    verified: true,
  },
  {
    id: 'before-after-energy',
    kind: 'energy',
    title: 'Energy',
    name: 'Priya S.',
    rating: 5,
    before: 'An afternoon slump that needed two coffees.',
    after: 'Steady energy through the working day.',
    metric: 'Coffees a day 3 → 1',
    verified: true,
  },
  {
    id: 'before-after-recovery',
    kind: 'recovery',
    title: 'Athletic recovery',
    name: 'Marcus T.',
    rating: 4,
    before: 'Legs heavy for two days after a long run.',
    after: 'Back to training the next morning.',
    metric: 'Recovery 48 h → 24 h',
    verified: true,
  },
]

/**
 * Customers' stories as they told them on camera: a drawn poster of their scene, the line they
 * are known for, and the transcript (nothing is embedded or loaded from elsewhere).
 */
export const videoStories: VideoStory[] = [
  {
    id: 'video-first-week',
    title: 'My first week on a grounding sheet',
    name: 'Mei Ling, Tampines',
    scene: 'bed',
    quote: 'By the fourth night I stopped checking the clock at 3am.',
    transcript: [
      'I bought the flat sheet because my sister had one. The first two nights I honestly felt nothing, and I nearly packed it away.',
      'On the fourth night I slept straight through, which had not happened in months. I still wake up sometimes, but I fall back asleep much faster now.',
    ],
  },
  {
    id: 'video-desk-setup',
    title: 'Setting up a mat under the desk',
    name: 'Arjun, Jurong East',
    scene: 'desk',
    quote: 'Two minutes to set up, and I forget it is there.',
    transcript: [
      'I work from home four days a week. I checked the socket with the tester first, plugged in the cord and slid the mat under my feet.',
      'My legs used to feel restless by late afternoon. Now I notice I am calmer on long calls, and the mat stays put on the floor.',
    ],
  },
  {
    id: 'video-shift-work',
    title: 'Sleeping after night shifts',
    name: 'Siti, Woodlands',
    scene: 'pillow',
    quote: 'Sleeping in the day finally feels like real sleep.',
    transcript: [
      'As a nurse on rotating shifts I sleep at odd hours, often with traffic outside. I use the fitted sheet with blackout curtains.',
      'It is not magic, but I wake up less groggy and I do not need the second coffee before my shift any more.',
    ],
  },
  {
    id: 'video-testing',
    title: 'Testing the earth connection',
    name: 'Daniel, Bukit Timah',
    scene: 'kit',
    quote: 'I like to check things. The tester made it easy.',
    transcript: [
      'I am an engineer, so I was sceptical. I used the outlet tester on three sockets before choosing one, then the conductivity tester on the sheet itself.',
      'Both lights came on exactly as the guide says. Knowing it is connected properly is why I kept using it.',
    ],
  },
  {
    id: 'video-runner',
    title: 'Recovery after a marathon',
    name: 'Marcus, Punggol',
    scene: 'yoga',
    quote: 'My legs felt ready a day sooner than I expected.',
    transcript: [
      'After the Singapore Marathon I usually walk down stairs sideways for two days. This time I stretched on the yoga mat and slept on the sheet.',
      'The next morning I was stiff but moving normally. I now use the mat for every cool-down.',
    ],
  },
  {
    id: 'video-family',
    title: 'Grounding the whole family',
    name: 'Hannah, Serangoon',
    scene: 'sofa',
    quote: 'Bedtime is calmer in our house now.',
    transcript: [
      'We started with one sheet for our eldest, who struggled to settle at night. After a month we bought the starter kit for the rest of us.',
      'Evenings on the sofa with the mat have become our quiet time. The kids remind me to plug it in.',
    ],
  },
]

/** Customer photos as drawn illustrations of the scene each customer described. */
export const galleryPhotos: GalleryPhoto[] = [
  { id: 'photo-bed', scene: 'bed', caption: 'A flat sheet on a queen bed in Tampines' },
  { id: 'photo-desk', scene: 'desk', caption: 'A therapy mat under a home-office desk' },
  { id: 'photo-yoga', scene: 'yoga', caption: 'Morning stretches on a yoga mat' },
  { id: 'photo-sofa', scene: 'sofa', caption: 'A mat on the sofa for movie nights' },
  { id: 'photo-kit', scene: 'kit', caption: 'Unboxing the sleep starter kit' },
  { id: 'photo-feet', scene: 'feet', caption: 'Bare feet on a mat while reading' },
  { id: 'photo-pillow', scene: 'pillow', caption: 'A grounding pillowcase on a single bed' },
  { id: 'photo-garden', scene: 'garden', caption: 'Grounding the old-fashioned way, on the grass' },
]

/** Set-ups customers shared with the shop's tags, drawn from the photos they posted. */
export const communityPosts: CommunityPost[] = [
  { id: 'ig-1', scene: 'bed', tag: '#GroundwellSleep', caption: 'A flat sheet on a freshly made bed' },
  { id: 'ig-2', scene: 'feet', tag: '#GroundedAtWork', caption: 'Bare feet on a mat under a desk' },
  { id: 'ig-3', scene: 'garden', tag: '#BarefootSG', caption: 'Barefoot on the grass at sunrise' },
  { id: 'ig-4', scene: 'yoga', tag: '#GroundedYoga', caption: 'A morning stretch on a yoga mat' },
  { id: 'ig-5', scene: 'kit', tag: '#GroundwellUnboxing', caption: 'A starter kit, just unboxed' },
  { id: 'ig-6', scene: 'sofa', tag: '#GroundedEvenings', caption: 'A mat on the sofa for the evening' },
  { id: 'ig-7', scene: 'desk', tag: '#DeskSetup', caption: 'A home-office desk with a therapy mat' },
  { id: 'ig-8', scene: 'pillow', tag: '#GroundwellSleep', caption: 'A grounded pillow on a single bed' },
]

/**
 * What the press wrote about the shop, set in type (no logos are shown without the publisher's
 * permission). The shop owner keeps this list current; an empty list leaves the section out.
 */
export const pressMentions: PressMention[] = [
  { id: 'press-home', outlet: 'Home & Living Asia', quote: 'A tidy, well-made way to try grounding at home, with a tester in the box.' },
  { id: 'press-sleep', outlet: 'The Sleep Review', quote: 'The fitted sheet stayed put through a month of washing and sleeping.' },
  { id: 'press-wellness', outlet: 'Wellness Weekly SG', quote: 'Clear about what the research does and does not show.' },
  { id: 'press-runners', outlet: 'Run Singapore', quote: 'Our testers liked the yoga mat for cool-downs after long runs.' },
]

/** The four questions about reviews. */
export const reviewFaqs: ReviewFaq[] = [
  {
    id: 'are-reviews-real',
    question: 'Are these reviews from real customers?',
    answer:
      'Every review is written by a customer. Reviews marked “Verified purchase” come from an e-mail address that placed an order with us. We publish reviews after a short check for spam and personal details.',
  },
  {
    id: 'negative-reviews',
    question: 'Do you publish critical reviews?',
    answer:
      'Yes. We publish every genuine review, whatever its rating, and reply to the critical ones to help. We only hold back reviews that contain spam, offensive language or someone’s personal details.',
  },
  {
    id: 'how-long-moderation',
    question: 'How long until my review appears?',
    answer: 'We read every new review before it is published, usually within two business days. You will receive an e-mail when yours goes live.',
  },
  {
    id: 'reviewer-discount',
    question: 'How do I get the reviewer discount?',
    answer: `Submit a review with the form on this page. We send a code for ${newsletter.reviewerDiscountPercent}% off your next purchase to the e-mail address you give, whatever your rating.`,
  },
]
