import type * as en from '../../size-guide'
import type { Translation } from '../translation'

export const sizeGuide: Translation<typeof en.sizeGuide> = {
  open: 'Panduan ukuran',
  title: 'Panduan ukuran',
  close: 'Tutup panduan ukuran',
  description: 'Ukuran seprai, topper, dan alas kami, serta kasur yang cocok untuknya.',
  measure: 'Ukur permukaan atas kasur Anda, serta tebalnya jika Anda memilih seprai pas atau topper. Jika ada topper di atas kasur, ukur keduanya sekaligus.',
  groups: [
    {
      heading: 'Seprai dan topper',
      columns: ['Ukuran', 'Produk', 'Cocok untuk'],
      rows: [
        { handle: 'premium-earthing-flat-sheet', size: 'Single', product: 'Seprai datar, 180 x 260 cm', fits: 'Kasur hingga 107 x 190 cm' },
        { handle: 'premium-earthing-flat-sheet', size: 'Queen', product: 'Seprai datar, 230 x 260 cm', fits: 'Kasur hingga 152 x 203 cm' },
        { handle: 'premium-earthing-flat-sheet', size: 'King', product: 'Seprai datar, 270 x 280 cm', fits: 'Kasur hingga 183 x 203 cm' },
        { handle: 'fitted-earthing-bed-sheet', size: 'Single', product: 'Seprai pas, 107 x 190 cm', fits: 'Kasur setebal 20–35 cm' },
        { handle: 'fitted-earthing-bed-sheet', size: 'Queen', product: 'Seprai pas, 152 x 203 cm', fits: 'Kasur setebal 20–35 cm' },
        { handle: 'fitted-earthing-bed-sheet', size: 'King', product: 'Seprai pas, 183 x 203 cm', fits: 'Kasur setebal 20–35 cm' },
        { handle: 'leather-mattress-topper', size: 'Queen', product: 'Topper, 152 x 203 cm', fits: 'Kasur setebal maksimal 35 cm' },
        { handle: 'leather-mattress-topper', size: 'King', product: 'Topper, 183 x 203 cm', fits: 'Kasur setebal maksimal 35 cm' },
      ],
    },
    {
      heading: 'Alas',
      columns: ['Ukuran', 'Produk', 'Cocok untuk'],
      rows: [
        { handle: 'earthing-therapy-mat', size: 'Sedang', product: 'Alas terapi, 60 x 90 cm', fits: 'Lantai di bawah meja kerja, atau di pangkuan' },
        { handle: 'earthing-therapy-mat', size: 'Besar', product: 'Alas terapi, 90 x 180 cm', fits: 'Sepanjang sofa, atau di bawah kaki saat di tempat tidur' },
        { handle: 'earthing-yoga-mat', size: 'Standar', product: 'Matras yoga, 183 x 61 cm', fits: 'Sebagian besar latihan' },
        { handle: 'earthing-yoga-mat', size: 'Panjang', product: 'Matras yoga, 200 x 66 cm', fits: 'Tinggi badan di atas 180 cm' },
        { handle: 'earthing-yoga-mat', size: 'Lebar', product: 'Matras yoga, 183 x 80 cm', fits: 'Latihan yang lebih leluasa' },
      ],
    },
  ],
  kits: 'Paket Pemula Tidur Grounding dilengkapi seprai datar ukuran Queen atau King.',
  contact: 'Ragu di antara dua ukuran, atau ukuran tempat tidur Anda tidak biasa? Tim kami siap membantu Anda memilih.',
  contactLink: 'Tanya kami',
}
