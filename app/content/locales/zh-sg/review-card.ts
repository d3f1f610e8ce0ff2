import { brand } from '#shared/identity'
import type * as en from '../../review-card'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const reviewCardCopy: Translation<typeof en.reviewCardCopy> = {
  verified: '已验证购买',
  photosLabel: message('{name}分享的照片'),
  photoAlt: message('{name}分享的第{n}张照片，共{of}张（打开原图）'),
  response: `${brand.name}的回复`,
  /** A review's benefit (its filter value) in words. */
  benefits: { Sleep: '睡眠', 'Pain Relief': '缓解疼痛', Energy: '精力', Recovery: '恢复' },
}
