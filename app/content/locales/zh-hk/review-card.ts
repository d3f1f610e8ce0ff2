import { brand } from '#shared/identity'
import type * as en from '../../review-card'
import type { Translation } from '../translation'
import { message } from '#shared/message'

/** The words of one review card. */
export const reviewCardCopy: Translation<typeof en.reviewCardCopy> = {
  verified: '已驗證購買',
  photosLabel: message('{name}分享的相片'),
  photoAlt: message('{name}分享的第{n}張相片（共{of}張，開啟原圖）'),
  response: `${brand.name}回覆`,
  /** A review's benefit (its filter value) in words. */
  benefits: { Sleep: '睡眠', 'Pain Relief': '舒緩痛楚', Energy: '精力', Recovery: '恢復' },
}
