import { brand } from '#shared/identity'
import type * as en from '../../review-card'
import type { Translation } from '../translation'

export const reviewCardCopy: Translation<typeof en.reviewCardCopy> = {
  verified: '已验证购买',
  photosLabel: (name: string) => `${name}分享的照片`,
  photoAlt: (name: string, n: number, of: number) => `${name}分享的第${n}张照片，共${of}张（打开原图）`,
  response: `${brand.name}的回复`,
}
