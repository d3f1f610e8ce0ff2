import type * as en from '../../form-body'
import type { Translation } from '../translation'

export const formBodyCopy: Translation<typeof en.formBodyCopy> = {
  postOnly: 'Alamat ini hanya menerima formulir yang dikirim dengan POST.',
  notAForm: 'Alamat ini menerima formulir: kirimkan sebagai application/x-www-form-urlencoded atau multipart/form-data.',
  unreadable: 'Formulir tidak dapat dibaca: formulir terpotong atau rusak saat diterima. Silakan kirim ulang.',
}
