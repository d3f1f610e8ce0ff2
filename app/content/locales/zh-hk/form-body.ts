import type * as en from '../../form-body'
import type { Translation } from '../translation'

/** What a form route answers to a request that is not its form. */
export const formBodyCopy: Translation<typeof en.formBodyCopy> = {
  postOnly: '此網址只接受以POST傳送的表格。',
  notAForm: '此網址只接受表格：請以application/x-www-form-urlencoded或multipart/form-data格式傳送。',
  unreadable: '未能讀取表格：內容不完整或格式有誤。請重新傳送。',
}
