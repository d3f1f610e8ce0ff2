import type * as en from '../../form-body'
import type { Translation } from '../translation'

export const formBodyCopy: Translation<typeof en.formBodyCopy> = {
  postOnly: '此地址只接受以POST发送的表格。',
  notAForm: '此地址只接受表格：请以application/x-www-form-urlencoded或multipart/form-data格式发送。',
  unreadable: '无法读取表格：内容不完整或格式有误。请重新发送。',
}
