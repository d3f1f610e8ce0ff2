import type * as en from '../../size-guide'
import type { Translation } from '../translation'

export const sizeGuide: Translation<typeof en.sizeGuide> = {
  open: '尺寸指南',
  title: '尺寸指南',
  close: '关闭尺寸指南',
  description: '我们的床单、床褥垫和接地垫的尺寸，以及适用的床褥。',
  measure: '请测量床褥顶面的长宽；如果选购床笠或床褥垫，也请测量床褥的厚度。若床褥上已铺有床褥垫，请把两者合起来测量。',
  groups: [
    {
      heading: '床单和床褥垫',
      columns: ['尺寸', '商品', '适用'],
      rows: [
        { handle: 'premium-earthing-flat-sheet', size: '单人', product: '平铺床单，180 x 260 cm', fits: '适合不超过107 x 190 cm的床褥' },
        { handle: 'premium-earthing-flat-sheet', size: 'Queen', product: '平铺床单，230 x 260 cm', fits: '适合不超过152 x 203 cm的床褥' },
        { handle: 'premium-earthing-flat-sheet', size: 'King', product: '平铺床单，270 x 280 cm', fits: '适合不超过183 x 203 cm的床褥' },
        { handle: 'fitted-earthing-bed-sheet', size: '单人', product: '床笠，107 x 190 cm', fits: '适合厚度20至35 cm的床褥' },
        { handle: 'fitted-earthing-bed-sheet', size: 'Queen', product: '床笠，152 x 203 cm', fits: '适合厚度20至35 cm的床褥' },
        { handle: 'fitted-earthing-bed-sheet', size: 'King', product: '床笠，183 x 203 cm', fits: '适合厚度20至35 cm的床褥' },
        { handle: 'leather-mattress-topper', size: 'Queen', product: '床褥垫，152 x 203 cm', fits: '适合厚度不超过35 cm的床褥' },
        { handle: 'leather-mattress-topper', size: 'King', product: '床褥垫，183 x 203 cm', fits: '适合厚度不超过35 cm的床褥' },
      ],
    },
    {
      heading: '接地垫',
      columns: ['尺寸', '商品', '适合'],
      rows: [
        { handle: 'earthing-therapy-mat', size: '中号', product: '理疗垫，60 x 90 cm', fits: '铺在办公桌下的地面，或横放在腿上' },
        { handle: 'earthing-therapy-mat', size: '大号', product: '理疗垫，90 x 180 cm', fits: '铺满一张沙发的长度，或在床上垫在腿下' },
        { handle: 'earthing-yoga-mat', size: '标准', product: '瑜伽垫，183 x 61 cm', fits: '大多数练习' },
        { handle: 'earthing-yoga-mat', size: '加长', product: '瑜伽垫，200 x 66 cm', fits: '身高超过180 cm的人士' },
        { handle: 'earthing-yoga-mat', size: '加宽', product: '瑜伽垫，183 x 80 cm', fits: '需要更宽敞练习空间的人士' },
      ],
    },
  ],
  kits: '接地睡眠入门套装附有Queen或King尺寸的平铺床单。',
  contact: '介于两个尺寸之间，或床的尺寸比较特别？我们的团队乐意帮您挑选。',
  contactLink: '问问我们',
}
