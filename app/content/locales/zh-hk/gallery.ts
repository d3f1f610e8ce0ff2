import type * as en from '../../gallery'
import type { Translation } from '../translation'
import { message } from '#shared/message'

/** The product gallery's copy and its zoom's. */
export const galleryCopy: Translation<typeof en.galleryCopy> = {
  carousel: '產品圖片廊',
  carouselRole: '輪播',
  slideRole: '投影片',
  label: '產品圖片',
  slide: message('第{n}張圖片（共{total}張）'),
  zoom: message('放大第{n}張圖片（共{total}張）'),
  zoomDialog: '放大的產品圖片',
  close: '關閉放大',
  previous: '上一張圖片',
  next: '下一張圖片',
}
