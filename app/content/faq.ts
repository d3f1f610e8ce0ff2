import { catalogue, contact, returns, shipping } from '#shared/shop'
import { claims } from '~/content/claims'
import { message } from '#shared/message'

/**
 * The FAQ: its categories, its questions and the copy of the FAQ page. Figures come from
 * `./shop`, so an answer never disagrees with the policies. Answers are plain text; a blank line
 * starts a new paragraph. Answers describe what customers and studies report and never claim
 * that a product diagnoses, treats, cures or prevents any disease.
 */

export type FaqCategoryId = 'basics' | 'safety' | 'usage' | 'everyday' | 'orders' | 'health'
/** The Lucide icon shown beside the category. */
export type FaqIconName = 'Sprout' | 'ShieldCheck' | 'Wrench' | 'House' | 'Truck' | 'HeartPulse'
/** Colour theme of the category (its icon badge and chip). */
export type FaqColour = 'emerald' | 'sky' | 'amber' | 'violet' | 'teal' | 'rose'

export type FaqCategory = {
  id: FaqCategoryId
  title: string
  description: string
  icon: FaqIconName
  colour: FaqColour
}

export type FaqQuestion = {
  /** Readable slug; the question's anchor on the page (`/faq#id`). */
  id: string
  category: FaqCategoryId
  question: string
  answer: string
  /** Fixed view count of this week, which ranks the popular questions. */
  views: number
  /** Shows a prompt to contact support under the answer. */
  supportPrompt?: boolean
}

/** A question as the page shows it: all of it (its related questions are apart, in faq-related.ts). */
export type FaqQuestionShown = FaqQuestion

export const faqCategories: FaqCategory[] = [
  {
    id: 'basics',
    title: 'Basics of Grounding',
    description: 'What grounding is, how it works and what you get.',
    icon: 'Sprout',
    colour: 'emerald',
  },
  {
    id: 'safety',
    title: 'Safety & Reliability',
    description: 'Electrical safety, the current-limiting resistor and who should check with a doctor first.',
    icon: 'ShieldCheck',
    colour: 'sky',
  },
  {
    id: 'usage',
    title: 'Usage & Setup',
    description: 'Setting up, testing your outlet and getting the most out of each session.',
    icon: 'Wrench',
    colour: 'amber',
  },
  {
    id: 'everyday',
    title: 'Practical Everyday Questions',
    description: 'Washing, cleaning, lifespan and sharing.',
    icon: 'House',
    colour: 'violet',
  },
  {
    id: 'orders',
    title: 'Sizes, Orders & Delivery',
    description: 'Choosing a size, shipping, returns and the warranty.',
    icon: 'Truck',
    colour: 'teal',
  },
  {
    id: 'health',
    title: 'Health Benefits & Science',
    description: 'What research has looked at, and what to expect.',
    icon: 'HeartPulse',
    colour: 'rose',
  },
]

const money = (amount: number) => `$${amount}`
const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

export const faqQuestions: FaqQuestion[] = [
  // Basics of Grounding
  {
    id: 'what-is-grounding',
    category: 'basics',
    question: 'What is grounding (earthing)?',
    answer: `Grounding, also called earthing, means putting your body in direct contact with the earth's surface, the way you do when you walk barefoot on grass, sand or soil. The earth carries a mild natural negative charge, and skin contact lets your body settle at the same electrical potential.

Most of us spend our days in shoes and indoors, so we rarely touch the ground. Our sheets and mats bring that contact indoors: they are woven with conductive fibres and connect, through a cord, to the earth wire of a properly earthed wall socket.`,
    views: 1486,
  },
  {
    id: 'how-does-grounding-work',
    category: 'basics',
    question: 'How do grounding sheets and mats work?',
    answer: `Each sheet or mat has conductive fibres running through it. A grounding cord clips onto the product and plugs into the earth contact of a wall socket, which in turn is wired to a rod in the ground outside your building. When your bare skin touches the product, you are connected to the earth, just as if you were standing barefoot outside.

The cord only uses the socket's earth connection. It never connects to the live or neutral lines, so no mains electricity flows into the product and it uses no power.`,
    views: 1127,
  },
  {
    id: 'is-grounding-scientifically-proven',
    category: 'basics',
    question: 'Is grounding scientifically proven?',
    answer: `Grounding has been studied for more than two decades, and there are ${claims.studiesLong} on its effects on sleep, stress, recovery, circulation and inflammation markers. Many of these studies are small, and researchers agree that larger trials are needed, so we describe the findings as promising rather than settled.

You can read summaries of the key studies, with links to the original papers, on our About Grounding page.`,
    views: 2394,
  },
  {
    id: 'indoor-vs-outdoor-grounding',
    category: 'basics',
    question: 'Why not just walk barefoot outside?',
    answer: `Walking barefoot on grass, sand or wet soil is a great, free way to ground, and we encourage it. The catch is time: to ground for hours you would need to stay outside, and concrete, tiles, wood, rubber soles and high-rise living all break the connection.

Indoor products let you stay grounded while you sleep (${catalogue.sheetUseHours} a night on a sheet) or work at your desk, which is far more time than most people can spend barefoot outdoors.`,
    views: 734,
  },
  {
    id: 'which-product-should-i-choose',
    category: 'basics',
    question: 'Which product should I choose?',
    answer: `Choose by where you spend the most time:

Sheets are best for sleep, because they keep you grounded for a whole night with no effort. Mats suit desk work, reading or watching TV: rest your bare feet, hands or forearms on them. Starter kits combine products for whole-home coverage, for example a sheet for the bedroom and a mat for your desk.

If you are unsure, start with a sheet; sleep is where most customers notice a difference first.`,
    views: 1912,
  },
  {
    id: 'whats-in-the-box',
    category: 'basics',
    question: "What's included with my order?",
    answer: `Every sheet, mat and kit comes with a grounding cord that has a built-in ${catalogue.resistorOhms} current-limiting resistor, plus simple setup instructions. ${claims.groundTester}, so you can confirm your wall socket is properly earthed before you start.

Replacement cords, plug adapters for other countries and conductivity testers are also sold separately in our Accessories range.`,
    views: 688,
  },

  // Safety & Reliability
  {
    id: 'is-grounding-safe',
    category: 'safety',
    question: 'Is grounding safe?',
    answer: `Yes, when it is set up correctly. The cord connects only to the earth contact of your socket, not to the live or neutral lines, so the product carries no mains electricity. Every cord also has a ${catalogue.resistorOhms} current-limiting resistor as an extra layer of protection.

Before first use, check your socket with the ground tester included with every purchase. If it does not show a correct earth connection, do not use that socket, and ask an electrician to look at the wiring.`,
    views: 2871,
  },
  {
    id: 'what-is-the-resistor-for',
    category: 'safety',
    question: `What does the ${catalogue.resistorOhms} resistor in the cord do?`,
    answer: `Every grounding cord we sell has a ${catalogue.resistorOhms} current-limiting resistor built into it. In normal use nothing flows through the cord except the tiny natural exchange between your body and the earth, which the resistor does not noticeably affect.

If a wiring fault ever put a voltage on the earth line, the resistor would limit the current that could reach you to a tiny fraction of what a household circuit can deliver, on top of the protection of your home's circuit breakers. It is the same principle used in the anti-static wrist straps that electronics technicians wear all day.`,
    views: 1043,
  },
  {
    id: 'can-i-use-it-during-a-thunderstorm',
    category: 'safety',
    question: 'Should I unplug during a thunderstorm?',
    answer: `As a precaution, yes. Lightning can cause brief surges on a building's electrical and earth wiring. The resistor and your home's protection make this a very small risk, but simply unplugging the grounding cord from the wall during a thunderstorm removes it entirely, and the same advice applies to outdoor grounding. Plug it back in once the storm has passed.`,
    views: 512,
  },
  {
    id: 'who-should-check-with-a-doctor',
    category: 'safety',
    question: 'Can I use grounding if I have a medical condition or take medication?',
    answer: `Most people can use grounding products, but please talk to your doctor first if you take blood-thinning medication (some studies suggest grounding may affect blood viscosity), take medication for blood pressure, blood sugar or thyroid function, have an implanted electronic medical device such as a pacemaker, or are pregnant.

Grounding is a wellness practice, not medical care. Our products are not intended to diagnose, treat, cure or prevent any disease, and they do not replace advice or treatment from your healthcare professional.`,
    views: 967,
    supportPrompt: true,
  },
  {
    id: 'can-children-use-grounding-products',
    category: 'safety',
    question: 'Can children and pets use grounding products?',
    answer: `Yes. Children can sleep on a grounding sheet or use a mat with the same setup as adults; just route the cord where little ones cannot pull or chew it, and check the socket with the ground tester first. If your child has a medical condition, ask their doctor before starting.

Pets often choose to lie on grounding mats. That is fine, but keep cords out of reach of animals that chew.`,
    views: 421,
  },
  {
    id: 'is-the-cord-safe-around-water',
    category: 'safety',
    question: 'Is it safe if the sheet gets sweaty or a drink is spilled?',
    answer: `Yes. Sweat and a little moisture are normal, and in Singapore's humidity they can even improve contact with your skin. The product itself carries no mains power, and the cord's ${catalogue.resistorOhms} resistor limits current in any case.

For a larger spill, unplug the cord from the wall, unclip it from the product, and let the sheet or mat dry fully (or wash it following the care instructions) before you reconnect it.`,
    views: 389,
  },

  // Usage & Setup
  {
    id: 'how-to-set-up-a-sheet',
    category: 'usage',
    question: 'How do I set up my grounding sheet?',
    answer: `1. Check your wall socket with the included ground tester.
2. Put the sheet on your bed like any other sheet, with the conductive side facing up where your skin will touch it.
3. Snap the cord onto the sheet's connector and plug the other end into the socket.
4. Switch the socket on if it has a switch (the earth contact works either way, but some testers need it).

That's it: sleep on it with some bare skin, such as your legs, feet or arms, touching the sheet.`,
    views: 1364,
  },
  {
    id: 'how-to-test-my-outlet',
    category: 'usage',
    question: 'How do I check that my socket is properly earthed?',
    answer: `Plug the ground tester that comes with your order into the socket you plan to use and switch the socket on. Its lights show whether the socket is wired correctly and has a working earth connection; the legend printed on the tester explains each pattern.

Almost all Singapore homes have earthed three-pin sockets, but older wiring and some overseas homes may not. If the tester shows a fault or no earth, use a different socket and ask a licensed electrician to check the wiring.`,
    views: 876,
  },
  {
    id: 'what-if-my-outlet-is-not-earthed',
    category: 'usage',
    question: "What if my home doesn't have earthed sockets?",
    answer: `Some older buildings and many homes outside Singapore use two-pin sockets with no earth contact. A grounding cord plugged into such a socket does nothing, so please don't rely on it.

The usual alternative is a grounding rod pushed into the soil outside a ground-floor window or in a garden, with the cord run to it. Our team can help you work out the best option for your home and which cords or adapters you need.`,
    views: 455,
    supportPrompt: true,
  },
  {
    id: 'how-do-i-know-its-working',
    category: 'usage',
    question: 'How do I know if it is working?',
    answer: `There are two simple checks. First, the ground tester included with every purchase confirms that your socket has a working earth. Second, a conductivity tester (or any multimeter set to continuity) confirms that the sheet or mat conducts: touch one probe to the product's surface and the other to the cord's connector.

Many people also use a body-voltage meter, which typically shows a much lower reading when you touch the grounded product. How you feel is the other measure: most customers notice changes in sleep or energy within ${claims.resultsWindow}.`,
    views: 2266,
  },
  {
    id: 'how-long-should-i-ground',
    category: 'usage',
    question: 'How long should I ground each day?',
    answer: `The more time, the better, which is why sleeping grounded works so well: a sheet gives you ${catalogue.sheetUseHours} of grounding every night without any effort.

With a mat, start with 30 to 60 minutes a day, for example with your bare feet on it under your desk, and build up from there. There is no upper limit for healthy adults.`,
    views: 1201,
  },
  {
    id: 'do-i-need-skin-contact',
    category: 'usage',
    question: 'Do I need direct skin contact?',
    answer: `Yes, bare skin touching the conductive surface gives the best connection. It doesn't have to be a large area: your feet, legs, hands or forearms are enough.

Thin, slightly damp cotton (for example light pyjamas on a humid night) conducts a little, but thick or synthetic fabric, a mattress protector over the sheet, or socks on a mat will block most of the connection.`,
    views: 643,
  },
  {
    id: 'can-i-use-it-overseas',
    category: 'usage',
    question: 'Can I use my grounding products overseas or when travelling?',
    answer: `Yes. Our cords come with a Singapore three-pin plug, and plug adapters for other socket types are available in our Accessories range. Only the earth contact matters, so make sure the adapter you use carries the earth pin through (many cheap travel adapters don't), and check the socket with your ground tester on arrival.

Sheets fold small and mats roll up loosely (never fold a mat), so both travel well in a suitcase.`,
    views: 298,
  },

  // Practical Everyday Questions
  {
    id: 'how-to-wash-a-grounding-sheet',
    category: 'everyday',
    question: 'How do I wash my grounding sheet?',
    answer: `Wash it every one to two weeks, inside a laundry bag, on a cold gentle cycle (30°C at most) with a mild liquid detergent. Line dry it in the shade; never tumble dry it.

Avoid bleach, fabric softener and detergents with whiteners or softeners: they coat or damage the conductive fibres. Body lotions and oils also build up on the surface, so shower before bed or wash the sheet more often if you use them.`,
    views: 1789,
  },
  {
    id: 'how-to-clean-a-grounding-mat',
    category: 'everyday',
    question: 'How do I clean my grounding mat?',
    answer: `Unplug the cord, then wipe the mat with a damp cloth and a little mild soapy water, and let it air dry before reconnecting. Don't use alcohol, bleach or other harsh cleaners, and don't soak the mat or put it in a washing machine.`,
    views: 532,
  },
  {
    id: 'how-long-do-products-last',
    category: 'everyday',
    question: 'How long do grounding products last?',
    answer: `With normal use and the recommended care, sheets last ${catalogue.productLife.sheets} and mats last ${catalogue.productLife.mats}. Washing with softeners or bleach, and lotion build-up, shorten that; gentle washing lengthens it.

Check your product's conductivity every few months with a conductivity tester or multimeter. When it no longer conducts across the surface, it's time to replace it.`,
    views: 845,
  },
  {
    id: 'my-sheet-stopped-conducting',
    category: 'everyday',
    question: 'My sheet or mat no longer seems to conduct. What should I do?',
    answer: `First rule out the simple causes: check the socket with your ground tester, make sure the cord is clicked firmly onto the connector, and test the cord on its own with a multimeter. Residue from lotions or softener is the next most common cause; a wash with plain mild detergent often restores conductivity.

If it still doesn't conduct, contact us. Manufacturing faults are covered by our ${returns.warrantyMonths}-month warranty, and we aim to resolve warranty claims within ${returns.warrantyResolutionHours} hours.`,
    views: 376,
    supportPrompt: true,
  },
  {
    id: 'which-size-should-i-order',
    category: 'orders',
    question: 'Which size should I order?',
    answer: `Choose a sheet by your mattress: Single fits mattresses up to 107 x 190 cm, Queen up to 152 x 203 cm and King up to 183 x 203 cm. The fitted sheet's pockets suit mattresses 20 to 35 cm deep; with a topper, measure the two together.

For mats, the Medium therapy mat (60 x 90 cm) suits the floor under a desk and the Large (90 x 180 cm) a sofa or the length of your legs in bed. The size guide on each sheet and mat page lists every size, and our team is happy to help if you are between two.`,
    views: 1171,
  },
  {
    id: 'what-does-the-warranty-cover',
    category: 'orders',
    question: 'What does the warranty cover?',
    answer: `Every product has a ${returns.warrantyMonths}-month manufacturing warranty from the date of purchase. It covers defects in materials and workmanship, such as a connector that fails or conductive fibres that stop conducting under normal use and care. It doesn't cover normal wear, damage from misuse, or damage from bleach, softeners or harsh cleaners.

To claim, contact us with your order number, a short description and a photo or video of the problem. We aim to resolve warranty claims within ${returns.warrantyResolutionHours} hours and pay the shipping on confirmed claims.`,
    views: 601,
  },
  {
    id: 'what-is-your-return-policy',
    category: 'orders',
    question: 'What is your return policy?',
    answer: `You can return unopened items within ${returns.unopenedDays} days of delivery. Items damaged in transit must be reported within ${returns.transitDamageDays} days of delivery, and we replace them or refund you. Contact us first for a return authorisation, which we review within ${returns.authorizationReview}.

Once the item reaches us, inspection takes ${returns.inspection} and refunds arrive on your original payment method within ${returns.refund}. For a change of mind you pay the return shipping (about ${money(returns.changeOfMindReturnCost)}); we pay it for damaged, wrong or faulty items and warranty claims. Full details are on our Return Policy page.`,
    views: 998,
  },
  {
    id: 'how-much-is-shipping',
    category: 'orders',
    question: 'How much is shipping and how fast is delivery in Singapore?',
    answer: `Delivery in Singapore is a flat ${money(shipping.domesticFlatRate)}, and free on orders of ${money(shipping.domesticFreeThreshold)} or more. We process orders in ${shipping.processingDays}; orders placed before ${shipping.cutoff} on a business day are processed the same day. Delivery then takes ${shipping.domesticDelivery}, and you receive a tracking number by e-mail once your parcel is dispatched.

You can cancel for a full refund within ${shipping.cancellationHours} hours, as long as the order hasn't shipped yet.`,
    views: 1562,
  },
  {
    id: 'do-you-ship-internationally',
    category: 'orders',
    question: 'Do you ship internationally?',
    answer: `Yes, worldwide. International delivery takes ${shipping.internationalDelivery}, and the cost is calculated at checkout. Orders of ${money(shipping.internationalFreeThreshold)} or more ship free to ${list(shipping.internationalFreeCountries)}.

Import duties and taxes depend on your country's rules and are paid by the recipient where they apply. Our Shipping Policy lists regional delivery estimates and common duty-free thresholds.`,
    views: 717,
  },
  {
    id: 'does-it-use-electricity',
    category: 'everyday',
    question: 'Does grounding use electricity or raise my power bill?',
    answer: `No. The grounding cord connects only to the earth contact of your socket, which carries no power in a correctly wired home. The product draws nothing from the mains, so it costs nothing to run and doesn't need the socket switched on (though the ground tester needs power to show its lights).`,
    views: 466,
  },
  {
    id: 'can-two-people-share-a-sheet',
    category: 'everyday',
    question: 'Can two people share one grounding sheet?',
    answer: `Yes. Anyone whose skin touches the conductive surface is grounded, so partners can share a sheet on the same bed. For a king or super-king bed, check that the conductive area reaches both sides; otherwise choose a sheet size that covers the whole mattress.`,
    views: 347,
  },

  // Health Benefits & Science
  {
    id: 'how-long-before-results',
    category: 'health',
    question: 'How long before I notice results?',
    answer: `Most customers notice changes within ${claims.resultsWindow} of grounding regularly. Sleep is usually the first thing people mention, such as falling asleep more easily or waking up fewer times, followed by feeling more rested and having steadier energy.

Everyone is different, and consistency matters more than anything: grounding every night gives you the best chance of noticing a difference.`,
    views: 2638,
  },
  {
    id: 'how-does-grounding-help-sleep',
    category: 'health',
    question: 'How might grounding help with sleep?',
    answer: `In a 2004 pilot study, people who slept grounded for eight weeks reported falling asleep faster and waking up less often, and their night-time cortisol (a stress hormone) followed a more regular daily rhythm. Researchers think grounding may support a calmer state of the nervous system at night.

The studies are small, and results vary from person to person, but better sleep is the benefit our customers report most often.`,
    views: 1433,
  },
  {
    id: 'can-grounding-help-with-pain',
    category: 'health',
    question: 'Can grounding help with aches, pain and recovery?',
    answer: `Several small studies have looked at grounding and muscle soreness after exercise, and a 2015 research review described changes in markers of inflammation in grounded participants. Many customers, including active people, tell us they feel less stiff and recover more comfortably.

Grounding is a wellness practice, not medical treatment. It is not intended to diagnose, treat, cure or prevent any disease, so for ongoing or severe pain please see your doctor.`,
    views: 1098,
  },
  {
    id: 'what-does-the-research-say',
    category: 'health',
    question: 'What does the research actually say?',
    answer: `There are ${claims.studiesLong} on grounding. Findings that come up repeatedly include better self-reported sleep, more regular cortisol rhythms, lower blood viscosity in a small 2013 study, changes in inflammation markers, and shifts in heart-rate variability associated with relaxation.

Most studies are small and some were not blinded, so the research is promising but still early. We link to key papers on our About Grounding page so you can read them and judge for yourself.`,
    views: 823,
  },
  {
    id: 'feeling-different-at-first',
    category: 'health',
    question: 'Is it normal to feel different in the first few days?',
    answer: `Some people notice mild effects in the first nights, such as a warm or tingling feeling, more vivid dreams, or feeling more tired than usual for a day or two. These usually settle within a week.

If anything feels uncomfortable, ground for shorter sessions and build up gradually. If you have any concerns, or a medical condition, check with your doctor.`,
    views: 574,
  },
  {
    id: 'can-grounding-replace-medical-treatment',
    category: 'health',
    question: 'Can grounding replace my medication or medical treatment?',
    answer: `No. Grounding is a wellness practice that many people enjoy alongside a healthy routine, but it is not medical care. Our products are not intended to diagnose, treat, cure or prevent any disease. Never stop or change medication or treatment without speaking to your doctor, and let your doctor know you're grounding, particularly if you take blood-thinning medication.`,
    views: 402,
  },
]

/** Copy of the FAQ page (its answers' buttons' words are apart, in faq-feedback.ts). */
export const faqCopy = {
  searchLabel: 'Search the FAQ',
  searchPlaceholder: 'Search the FAQ…',
  searchSubmit: 'Search',
  resultCount: message<{ count: number; query: string }>(
    '{count, plural, =0 {No questions match “{query}”} one {# question matches “{query}”} other {# questions match “{query}”}}',
  ),
  noResultsTitle: 'No results found',
  noResultsBody: message<{ query: string }>("We couldn't find an answer matching “{query}”. Try other words, or ask our team."),
  clearSearch: 'Clear search',
  askDirectly: 'Ask us directly',
  popularTitle: 'Most Popular Questions This Week',
  views: message<{ count: number }>('{count, plural, one {# view} other {# views}}'),
  categoriesLabel: 'Browse by category',
  questionCount: message<{ count: number }>('{count, plural, one {# question} other {# questions}}'),
  helpfulPrompt: 'Was this helpful?',
  yes: 'Yes',
  no: 'No',
  supportPrompt: 'Need help with this? Our support team can walk you through it.',
  supportLink: 'Contact support',
  stillTitle: 'Still have questions?',
  stillBody: `Our team is here to help. Write to ${contact.email} or call ${contact.phone} (${contact.phoneHours}). We reply within ${contact.responseTime}.`,
  stillLink: 'Contact us',
} as const

/** How many questions the FAQ page shows as popular. */
export const popularQuestionCount = 5
