import type * as en from '../../size-guide'
import type { Translation } from '../translation'

/**
 * The size guide of the product page's drawer. The sizes are the option values of
 * services/storefront/translations/zh-hk (單人, 雙人, 特大雙人; 中碼, 大碼; 標準, 加長, 加闊).
 */
export const sizeGuide: Translation<typeof en.sizeGuide> = {
  open: '尺寸指南',
  title: '尺寸指南',
  close: '關閉尺寸指南',
  description: '我們的床單、床褥墊及接地墊尺寸，以及適用的床褥尺寸。',
  measure: '請量度床褥頂面的長闊；如選購床笠或床褥墊，亦請量度床褥厚度。如床褥上已鋪有床褥墊，請連同兩者一併量度。',
  groups: [
    {
      heading: '床單及床褥墊',
      columns: ['尺寸', '產品', '適用床褥'],
      rows: [
        { handle: 'premium-earthing-flat-sheet', size: '單人', product: '床單，180 x 260 cm', fits: '最大107 x 190 cm的床褥' },
        { handle: 'premium-earthing-flat-sheet', size: '雙人', product: '床單，230 x 260 cm', fits: '最大152 x 203 cm的床褥' },
        { handle: 'premium-earthing-flat-sheet', size: '特大雙人', product: '床單，270 x 280 cm', fits: '最大183 x 203 cm的床褥' },
        { handle: 'fitted-earthing-bed-sheet', size: '單人', product: '床笠，107 x 190 cm', fits: '厚20至35 cm的床褥' },
        { handle: 'fitted-earthing-bed-sheet', size: '雙人', product: '床笠，152 x 203 cm', fits: '厚20至35 cm的床褥' },
        { handle: 'fitted-earthing-bed-sheet', size: '特大雙人', product: '床笠，183 x 203 cm', fits: '厚20至35 cm的床褥' },
        { handle: 'leather-mattress-topper', size: '雙人', product: '床褥墊，152 x 203 cm', fits: '厚度不超過35 cm的床褥' },
        { handle: 'leather-mattress-topper', size: '特大雙人', product: '床褥墊，183 x 203 cm', fits: '厚度不超過35 cm的床褥' },
      ],
    },
    {
      heading: '接地墊',
      columns: ['尺寸', '產品', '適合'],
      rows: [
        { handle: 'earthing-therapy-mat', size: '中碼', product: '理療墊，60 x 90 cm', fits: '書枱下的地面，或鋪在大腿上' },
        { handle: 'earthing-therapy-mat', size: '大碼', product: '理療墊，90 x 180 cm', fits: '梳化全長，或睡覺時墊在雙腳下' },
        { handle: 'earthing-yoga-mat', size: '標準', product: '瑜伽墊，183 x 61 cm', fits: '一般練習' },
        { handle: 'earthing-yoga-mat', size: '加長', product: '瑜伽墊，200 x 66 cm', fits: '身高超過180 cm人士' },
        { handle: 'earthing-yoga-mat', size: '加闊', product: '瑜伽墊，183 x 80 cm', fits: '需要更寬闊練習空間' },
      ],
    },
  ],
  kits: '接地睡眠入門套裝附有雙人或特大雙人尺寸的床單。',
  contact: '介乎兩個尺寸之間，或者床的尺寸比較特別？我們的團隊樂意幫你挑選。',
  contactLink: '查詢我們',
}
