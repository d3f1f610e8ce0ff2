import { brand } from '#shared/identity'
import type * as en from '../../review-card'
import type { Translation } from '../translation'

/** The words of one review card. */
export const reviewCardCopy: Translation<typeof en.reviewCardCopy> = {
  verified: '已驗證購買',
  photosLabel: (name: string) => `${name}分享的相片`,
  photoAlt: (name: string, n: number, of: number) => `${name}分享的第${n}張相片（共${of}張，開啟原圖）`,
  response: `${brand.name}回覆`,
}
