import type * as en from '../../form-body'
import type { Translation } from '../translation'

export const formBodyCopy: Translation<typeof en.formBodyCopy> = {
  postOnly: 'Alamat ini menerima borang yang dihantar dengan POST.',
  notAForm: 'Alamat ini menerima borang: hantarkannya sebagai application/x-www-form-urlencoded atau multipart/form-data.',
  unreadable: 'Borang tidak dapat dibaca: borang itu tiba tidak lengkap atau rosak. Sila hantar sekali lagi.',
}
