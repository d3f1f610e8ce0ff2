import type { Benefit, StarRating } from './testimonials'

/** A photo of a review sent through the form, served resized by the shop (`src?width=…`). */
export type ReviewPhoto = { src: string; width: number; height: number }

/**
 * A published review (docs/product.md#testimonials-and-reviews): the shop's own below, and those sent through the form that
 * a person approved (features/reviews/published.server.ts). The form does not ask where the
 * reviewer lives or which benefit they felt, so those two are absent on theirs.
 */
export type Review = {
  id: string
  name: string
  location?: string
  rating: StarRating
  benefit?: Benefit
  /** The product's name as the catalogue spells it, or the form's name of the kind bought. */
  product: string
  text: string
  /** The shop's reply, when it wrote one. */
  response?: string
  verified: boolean
  /** Photos the reviewer sent with the form. */
  photos?: ReviewPhoto[]
  /** When a review sent through the form arrived (ISO 8601). */
  submittedAt?: string
}

/** The published reviews, newest first. They cover every benefit, product kind and rating from 3 to 5. */
export const reviews: Review[] = [
  {
    id: 'r-aisha',
    name: 'Aisha N.',
    location: 'Singapore',
    rating: 5,
    benefit: 'Sleep',
    product: 'Premium Earthing Flat Sheet',
    text: 'I used to lie awake replaying the day. Two weeks on the flat sheet and I am asleep before my husband finishes brushing his teeth. The fabric is soft and survived the wash fine.',
    verified: true,
  },
  {
    id: 'r-benjamin',
    name: 'Benjamin Ho',
    location: 'Singapore',
    rating: 4,
    benefit: 'Pain Relief',
    product: 'Earthing Therapy Mat',
    text: 'My wrists ache less after long days of typing since I started resting them on the mat. Four stars because the cord is a bit short for my desk; I bought the extension.',
    response:
      'Thank you, Benjamin. The extension cord is the right fix, and we now mention the cord length on the product page so others can plan their set-up.',
    verified: true,
  },
  {
    id: 'r-chloe',
    name: 'Chloe Tan',
    location: 'Penang, Malaysia',
    rating: 5,
    benefit: 'Energy',
    product: 'Grounding Sleep Starter Kit',
    text: 'Everything I needed was in the box, including the tester. I wake up feeling properly rested and the mid-afternoon crash has mostly gone. Great value as a kit.',
    verified: true,
  },
  {
    id: 'r-dev',
    name: 'Dev Patel',
    location: 'Singapore',
    rating: 5,
    benefit: 'Recovery',
    product: 'Earthing Yoga Mat',
    text: 'I train for triathlons and do my cool-down stretches on this mat. My legs feel fresher the next morning and I have not missed a session to soreness in a month.',
    verified: true,
  },
  {
    id: 'r-elaine',
    name: 'Elaine Chua',
    location: 'Singapore',
    rating: 3,
    benefit: 'Sleep',
    product: 'Fitted Earthing Bed Sheet',
    text: 'It took almost four weeks before I noticed any change in my sleep. It is better now, but slower than I hoped. The fitted corners grip our mattress well.',
    response:
      'Thank you for your patience, Elaine. Some customers notice a change within days and others after a few weeks; we are glad it is working for you now.',
    verified: true,
  },
  {
    id: 'r-farid',
    name: 'Farid Hassan',
    location: 'Johor Bahru, Malaysia',
    rating: 5,
    benefit: 'Pain Relief',
    product: 'Premium Earthing Flat Sheet',
    text: 'Old football injury in my right knee. Mornings were the worst. After a month on the sheet I get out of bed without limping to the bathroom. My wife bought one for her mother.',
    verified: true,
  },
  {
    id: 'r-gwen',
    name: 'Gwen Lau',
    location: 'Hong Kong',
    rating: 4,
    benefit: 'Energy',
    product: 'Earthing Therapy Mat',
    text: 'I keep the mat under my feet while working from home. I feel more even through the day and less jittery. Shipping to Hong Kong took nine days, which was fine.',
    verified: true,
  },
  {
    id: 'r-hiro',
    name: 'Hiroshi Sato',
    location: 'Singapore',
    rating: 5,
    benefit: 'Recovery',
    product: 'Whole-Home Grounding Kit',
    text: 'We grounded the bedroom and the living room with the whole-home kit. After weekend rugby my body bounces back by Monday instead of Wednesday.',
    verified: true,
  },
  {
    id: 'r-ivy',
    name: 'Ivy Goh',
    location: 'Singapore',
    rating: 5,
    benefit: 'Sleep',
    product: 'Grounding Sleep Starter Kit',
    text: 'Bought the kit for my teenage son who could not switch off at night. He grumbled about the tester but now sleeps through and is easier to wake for school.',
    verified: true,
  },
  {
    id: 'r-jonathan',
    name: 'Jonathan Lee',
    location: 'Jakarta, Indonesia',
    rating: 3,
    benefit: 'Energy',
    product: 'Premium Earthing Flat Sheet',
    text: 'Sleep is a little deeper but I have not noticed the energy boost others describe. The sheet itself is well made and the customer service was quick to answer my questions.',
    response:
      'Thanks for the honest review, Jonathan. We have e-mailed you a few tips on checking the earth connection, which is the most common reason results are slower.',
    verified: true,
  },
  {
    id: 'r-kavitha',
    name: 'Kavitha R.',
    location: 'Singapore',
    rating: 5,
    benefit: 'Pain Relief',
    product: 'Grounding Sleep Starter Kit',
    text: 'My shoulder pain used to wake me at night. It has eased a lot over six weeks. The kit was simple to set up and the instructions were clear.',
    verified: true,
  },
  {
    id: 'r-liam',
    name: 'Liam O’Brien',
    location: 'Sydney, Australia',
    rating: 4,
    benefit: 'Recovery',
    product: 'Earthing Therapy Mat',
    text: 'Use it after gym sessions while I watch TV. Muscle soreness seems to fade faster. Free shipping to Australia over the threshold was a nice surprise.',
    verified: true,
  },
  {
    id: 'r-mira',
    name: 'Mira Santoso',
    location: 'Bali, Indonesia',
    rating: 5,
    benefit: 'Sleep',
    product: 'Earthing Therapy Mat',
    text: 'I put the mat at the foot of my bed and sleep with my feet on it. Cheaper than a sheet and it works for me. I fall asleep much faster.',
    verified: true,
  },
  {
    id: 'r-nathan',
    name: 'Nathan Koh',
    location: 'Singapore',
    rating: 4,
    benefit: 'Sleep',
    product: 'Leather Mattress Topper',
    text: 'The topper makes the whole bed grounded without changing our sheets. Sleeping more soundly. Leather needs a wipe now and then, as the guide says.',
    verified: true,
  },
  {
    id: 'r-olivia',
    name: 'Olivia Chen',
    location: 'Singapore',
    rating: 5,
    benefit: 'Energy',
    product: 'Fitted Earthing Bed Sheet',
    text: 'I am a new mum and sleep is precious. The sleep I do get feels deeper and I have more energy for the baby. The fitted sheet stays put even with a toddler climbing in.',
    verified: true,
  },
  {
    id: 'r-peter',
    name: 'Peter Wong',
    location: 'Singapore',
    rating: 3,
    benefit: 'Pain Relief',
    product: 'Earthing Yoga Mat',
    text: 'Some relief for my lower back after yoga, though I cannot say how much is the mat and how much is the stretching. Good grip and it does not smell like rubber.',
    verified: false,
  },
  {
    id: 'r-qing',
    name: 'Qing Yi',
    location: 'Singapore',
    rating: 5,
    benefit: 'Recovery',
    product: 'Premium Earthing Flat Sheet',
    text: 'Marathon training means sore legs most days. Sleeping grounded, my legs feel lighter in the morning and my resting heart rate has dropped a few beats.',
    verified: true,
  },
  {
    id: 'r-rachel',
    name: 'Rachel Ng',
    location: 'Singapore',
    rating: 4,
    benefit: 'Energy',
    product: 'Grounding Sleep Starter Kit',
    text: 'Good kit. I feel more awake in the mornings. I would like more colour choices for the sheet, but the quality is good and delivery was next day.',
    verified: true,
  },
  {
    id: 'r-samuel',
    name: 'Samuel Ong',
    location: 'Singapore',
    rating: 5,
    benefit: 'Pain Relief',
    product: 'Whole-Home Grounding Kit',
    text: 'Arthritis in both hands. Since grounding the bedroom and my reading chair, my fingers are less stiff in the morning and I can open jars again.',
    verified: true,
  },
  {
    id: 'r-tara',
    name: 'Tara M.',
    location: 'Manila, Philippines',
    rating: 4,
    benefit: 'Sleep',
    product: 'Premium Earthing Flat Sheet',
    text: 'Falling asleep faster and waking less often. Took a couple of weeks. The tester made it easy to check our old building’s sockets were earthed.',
    verified: true,
  },
  {
    id: 'r-umar',
    name: 'Umar Farooq',
    location: 'Singapore',
    rating: 3,
    benefit: 'Recovery',
    product: 'Grounding Sleep Starter Kit',
    text: 'Recovery after football feels slightly quicker, but it is hard to be sure. The kit is well put together and the support team answered my questions the same day.',
    verified: true,
  },
  {
    id: 'r-vanessa',
    name: 'Vanessa Lim',
    location: 'Singapore',
    rating: 5,
    benefit: 'Energy',
    product: 'Earthing Yoga Mat',
    text: 'Morning yoga on the grounding mat has become my favourite ritual. I feel calm and energised for the rest of the day.',
    verified: true,
  },
  {
    id: 'r-wei',
    name: 'Wei Jie',
    location: 'Singapore',
    rating: 5,
    benefit: 'Sleep',
    product: 'Whole-Home Grounding Kit',
    text: 'The whole family sleeps grounded now. My daughter’s bedtime battles have become much shorter, and I sleep through the night for the first time in years.',
    verified: true,
  },
  {
    id: 'r-xavier',
    name: 'Xavier Tan',
    location: 'Singapore',
    rating: 4,
    benefit: 'Pain Relief',
    product: 'Fitted Earthing Bed Sheet',
    text: 'Less neck pain in the mornings after about three weeks. I had to swap to the fitted size for our thick mattress and the exchange was painless.',
    verified: true,
  },
  {
    id: 'r-yasmin',
    name: 'Yasmin Aziz',
    location: 'Kuala Lumpur, Malaysia',
    rating: 5,
    benefit: 'Recovery',
    product: 'Fitted Earthing Bed Sheet',
    text: 'As a dancer I am always sore. The sheet has helped my body recover between rehearsals, and I sleep more deeply before performances.',
    verified: true,
  },
  {
    id: 'r-zach',
    name: 'Zachary Yeo',
    location: 'Singapore',
    rating: 4,
    benefit: 'Energy',
    product: 'Whole-Home Grounding Kit',
    text: 'Steadier energy through the day since we set up the kit. Installation took an afternoon. The cords are long enough to reach the sockets behind our bed.',
    verified: true,
  },
]
