import type * as en from '../../size-guide'
import type { Translation } from '../translation'

/** Sizes as the store's Malay options name them (services/storefront/translations/ms-my). */
export const sizeGuide: Translation<typeof en.sizeGuide> = {
  open: 'Panduan saiz',
  title: 'Panduan saiz',
  close: 'Tutup panduan saiz',
  description: 'Saiz cadar, topper dan tikar kami, serta tilam yang sesuai dengannya.',
  measure:
    'Ukur permukaan atas tilam anda, dan ketebalannya jika anda memilih cadar getah atau topper. Jika ada topper di atas tilam, ukur kedua-duanya bersama.',
  groups: [
    {
      heading: 'Cadar dan topper',
      columns: ['Saiz', 'Produk', 'Sesuai untuk'],
      rows: [
        { handle: 'premium-earthing-flat-sheet', size: 'Single', product: 'Cadar rata, 180 x 260 cm', fits: 'Tilam sehingga 107 x 190 cm' },
        { handle: 'premium-earthing-flat-sheet', size: 'Queen', product: 'Cadar rata, 230 x 260 cm', fits: 'Tilam sehingga 152 x 203 cm' },
        { handle: 'premium-earthing-flat-sheet', size: 'King', product: 'Cadar rata, 270 x 280 cm', fits: 'Tilam sehingga 183 x 203 cm' },
        { handle: 'fitted-earthing-bed-sheet', size: 'Single', product: 'Cadar getah, 107 x 190 cm', fits: 'Tilam setebal 20 hingga 35 cm' },
        { handle: 'fitted-earthing-bed-sheet', size: 'Queen', product: 'Cadar getah, 152 x 203 cm', fits: 'Tilam setebal 20 hingga 35 cm' },
        { handle: 'fitted-earthing-bed-sheet', size: 'King', product: 'Cadar getah, 183 x 203 cm', fits: 'Tilam setebal 20 hingga 35 cm' },
        { handle: 'leather-mattress-topper', size: 'Queen', product: 'Topper, 152 x 203 cm', fits: 'Tilam setebal sehingga 35 cm' },
        { handle: 'leather-mattress-topper', size: 'King', product: 'Topper, 183 x 203 cm', fits: 'Tilam setebal sehingga 35 cm' },
      ],
    },
    {
      heading: 'Tikar',
      columns: ['Saiz', 'Produk', 'Sesuai untuk'],
      rows: [
        { handle: 'earthing-therapy-mat', size: 'Sederhana', product: 'Tikar terapi, 60 x 90 cm', fits: 'Lantai di bawah meja, atau di atas riba' },
        { handle: 'earthing-therapy-mat', size: 'Besar', product: 'Tikar terapi, 90 x 180 cm', fits: 'Sepanjang sofa, atau di bawah kaki anda di atas katil' },
        { handle: 'earthing-yoga-mat', size: 'Standard', product: 'Tikar yoga, 183 x 61 cm', fits: 'Kebanyakan latihan' },
        { handle: 'earthing-yoga-mat', size: 'Panjang', product: 'Tikar yoga, 200 x 66 cm', fits: 'Orang yang lebih tinggi daripada 180 cm' },
        { handle: 'earthing-yoga-mat', size: 'Lebar', product: 'Tikar yoga, 183 x 80 cm', fits: 'Latihan yang lebih lega' },
      ],
    },
  ],
  kits: 'Kit Permulaan Tidur Grounding didatangkan dengan cadar rata bersaiz Queen atau King.',
  contact: 'Di antara dua saiz, atau katil yang luar biasa? Pasukan kami sedia membantu anda memilih.',
  contactLink: 'Tanya kami',
}
