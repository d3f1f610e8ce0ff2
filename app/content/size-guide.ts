/**
 * The size guide of the product page's drawer: every size of the sheets, toppers and mats, as the
 * catalogue's "Size and fit" gives them (`size-guide.test.ts` checks each against the catalogue).
 */
type SizeRow = { handle: string; size: string; product: string; fits: string }
type SizeGroup = { heading: string; columns: [string, string, string]; rows: SizeRow[] }

export const sizeGuide: {
  open: string
  title: string
  close: string
  description: string
  measure: string
  groups: SizeGroup[]
  kits: string
  contact: string
  contactLink: string
} = {
  open: 'Size guide',
  title: 'Size guide',
  close: 'Close the size guide',
  description: 'The sizes of our sheets, toppers and mats, and the mattresses they fit.',
  measure:
    'Measure the top of your mattress, and its depth if you choose a fitted sheet or a topper. With a topper on your mattress, measure the two together.',
  groups: [
    {
      heading: 'Sheets and toppers',
      columns: ['Size', 'Product', 'Fits'],
      rows: [
        { handle: 'premium-earthing-flat-sheet', size: 'Single', product: 'Flat sheet, 180 x 260 cm', fits: 'Mattresses up to 107 x 190 cm' },
        { handle: 'premium-earthing-flat-sheet', size: 'Queen', product: 'Flat sheet, 230 x 260 cm', fits: 'Mattresses up to 152 x 203 cm' },
        { handle: 'premium-earthing-flat-sheet', size: 'King', product: 'Flat sheet, 270 x 280 cm', fits: 'Mattresses up to 183 x 203 cm' },
        { handle: 'fitted-earthing-bed-sheet', size: 'Single', product: 'Fitted sheet, 107 x 190 cm', fits: 'Mattresses 20 to 35 cm deep' },
        { handle: 'fitted-earthing-bed-sheet', size: 'Queen', product: 'Fitted sheet, 152 x 203 cm', fits: 'Mattresses 20 to 35 cm deep' },
        { handle: 'fitted-earthing-bed-sheet', size: 'King', product: 'Fitted sheet, 183 x 203 cm', fits: 'Mattresses 20 to 35 cm deep' },
        { handle: 'leather-mattress-topper', size: 'Queen', product: 'Topper, 152 x 203 cm', fits: 'Mattresses up to 35 cm deep' },
        { handle: 'leather-mattress-topper', size: 'King', product: 'Topper, 183 x 203 cm', fits: 'Mattresses up to 35 cm deep' },
      ],
    },
    {
      heading: 'Mats',
      columns: ['Size', 'Product', 'Suits'],
      rows: [
        { handle: 'earthing-therapy-mat', size: 'Medium', product: 'Therapy mat, 60 x 90 cm', fits: 'The floor under a desk, or across a lap' },
        { handle: 'earthing-therapy-mat', size: 'Large', product: 'Therapy mat, 90 x 180 cm', fits: 'The length of a sofa, or under your legs in bed' },
        { handle: 'earthing-yoga-mat', size: 'Standard', product: 'Yoga mat, 183 x 61 cm', fits: 'Most practice' },
        { handle: 'earthing-yoga-mat', size: 'Long', product: 'Yoga mat, 200 x 66 cm', fits: 'People taller than 180 cm' },
        { handle: 'earthing-yoga-mat', size: 'Wide', product: 'Yoga mat, 183 x 80 cm', fits: 'A roomier practice' },
      ],
    },
  ],
  kits: 'The Grounding Sleep Starter Kit comes with the flat sheet in Queen or King.',
  contact: 'Between two sizes, or an unusual bed? Our team is happy to help you choose.',
  contactLink: 'Ask us',
}
