import type * as en from '../../gallery'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const galleryCopy: Translation<typeof en.galleryCopy> = {
  carousel: '商品图库',
  carouselRole: '轮播',
  slideRole: '幻灯片',
  label: '商品图片',
  slide: message('第{n}张图片，共{total}张'),
  zoom: message('放大第{n}张图片，共{total}张'),
  zoomDialog: '放大的商品图片',
  close: '关闭放大图',
  previous: '上一张',
  next: '下一张',
}
