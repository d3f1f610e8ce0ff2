import type * as en from '../../cart-link'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const cartLinkCopy: Translation<typeof en.cartLinkCopy> = {
  pageTitle: '您的结账链接',
  heading: '此链接中有部分内容无法结账',
  unreadable: {
    heading: '无法读取此购物车链接',
    body: '购物车链接会以编号和数量标明每个商品款式，例如/cart/123456:1。这个链接不符合格式，可能在复制时被截断了。',
  },
  intro: '链接中的其余商品已准备好：您可以继续结账，或在商店里逛逛。',
  unknownVariant: message('商店里没有编号为{number}的商品款式。'),
  soldOut: message('{title}已售罄。'),
  notHere: message('{title}不在您所在的国家销售。'),
  tooMany: message('{title}：每笔订单最多{most}件，链接中的数量已调低至{most}件。'),
  discount: message('优惠码“{code}”未能使用：{reason}'),
  noteTooLong: message('订单备注未能加入：超过了{most}个字符。'),
  attributesLeftOut: '链接为订单添加的部分信息未能加入：内容超出了订单可保存的长度。',
  ready: '可以结账了',
  continue: '继续结账',
  nothingLeft: '此链接中的商品目前都无法购买。',
  browse: '逛逛商店',
  refused: '商店没有接受此链接中的商品，因此未能开始结账。',
  failed: '暂时无法为此链接打开结账页面，请稍后再试。',
  chooseOption: '请选择要购买的商品款式。',
  backToProduct: '返回商品页面',
}
