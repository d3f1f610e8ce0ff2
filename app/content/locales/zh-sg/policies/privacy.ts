import { CONSENT_COOKIE } from '#shared/consent'
import { DISCOUNT_COOKIE, DISCOUNT_COOKIE_DAYS } from '#shared/discount-code'
import { brand, browserStorage, contact, formatAddress, newsletter, privacy } from '#shared/shop'
import { MARKET_COOKIE } from '~/lib/market-path'
import type * as en from '../../../policies/privacy'
import type { Translation } from '../../translation'

/** The shop's hours and reply time (shared/identity.ts) in Chinese; an unknown value as it is. */
const zh = (s: string) =>
  s.replace(/^(\d+) hours on business days$/, '工作日$1小时内').replace(/^Mon-Fri (\d+)am-(\d+)pm SGT$/, '新加坡时间周一至周五上午$1时至下午$2时')

type PrivacySection = Translation<en.PrivacySection>

const minimumAge = privacy.minimumAge
const cartKey = browserStorage.cart
const cartAtStoreKey = browserStorage.cartAtStore

const sections: PrivacySection[] = [
  {
    id: 'introduction',
    title: '简介',
    paragraphs: [
      `本政策说明${brand.legalName}（“${brand.name}”或“我们”）在您使用本网站时收集哪些个人数据、收集的原因、由谁为我们处理这些数据，以及您拥有的选择。我们依照新加坡《2012年个人数据保护法令》（PDPA）处理个人数据。`,
      '我们收集的数据非常少：本网站没有账户、无须登录、本身不收取任何付款，也不投放广告。本网站只会在您的Cookie偏好设置允许的范围内，了解商店的使用情况（见下文“Cookie与本地存储”）。',
    ],
  },
  {
    id: 'information-we-collect',
    title: '我们收集的信息',
    paragraphs: ['我们只保存您提供给我们的信息，或网站运作所需的信息：'],
    points: [
      {
        lead: '您的购物车。',
        text: `您加入的商品和数量保存在您自己浏览器的本地存储中，键名为“${cartKey}”，让您下次回来时购物车仍在。这些数据只留在您的设备上，只有在您选择结账时才会发送出去。您输入的礼品卡号码会保存在旁边，键名为“${cartAtStoreKey}”，连同商店告知的可抵扣金额，直到您移除礼品卡、清空购物车或下单为止。`,
      },
      {
        lead: '电子报。',
        text: `您订阅时，我们会保存您的电邮地址，以及我们发给您的个人专属${newsletter.discountPercent}%折扣优惠码，并记下您订阅时所用页面的语言，以便用该语言给您发电邮。`,
      },
      {
        lead: '联系留言。',
        text: '您通过联系表格写信给我们时，我们会保存您的姓名、电邮地址、电话号码（如有提供）、主题和留言内容，以及您留言时所用页面的语言，以便我们用该语言回复。',
      },
      {
        lead: '评价。',
        text: '您提交评价时，我们会保存您的姓名、电邮地址、商品、评分、您的故事，以及您选择添加的任何照片。我们保存的每张照片副本都已去除照片可能带有的相机信息和位置数据。所有评价在发布前都会先经过审核，您的电邮地址绝不会公开。',
      },
      {
        lead: '到货通知。',
        text: '当您要求在售罄产品重新到货时收到通知，我们会保存您的电邮地址、您所选的产品和款式，以及该页面的语言，并在产品到货时通知您一次。',
      },
      {
        lead: '订单与付款。',
        text: '您是在我们商店平台托管的结账页面结账和付款，而不是在本网站。您的送货地址和付款资料会交给商店平台；本网站从不查看或保存您的银行卡资料。',
      },
      {
        lead: '错误日志。',
        text: '当某个页面找不到时，我们的服务器会记录被请求的网址，方便我们修复失效的链接。',
      },
    ],
  },
  {
    id: 'how-we-use-it',
    title: '我们如何使用您的信息',
    paragraphs: ['我们只会把您的信息用于：'],
    points: [
      { text: '在您订阅期间，向您发送电子报和您的优惠码；' },
      { text: '在您等候的产品重新到货时通知您一次；' },
      { text: '回复您的留言和问题；' },
      { text: '审核和发布评价（您的姓名、评分、故事和照片，绝不包括您的电邮地址）；' },
      { text: '处理您的订单、送货、退货和保修申请；' },
      { text: '维持本网站正常、安全地运作。' },
    ],
    after: ['我们不会出售您的个人数据，也不会把它用于广告或用户画像。'],
  },
  {
    id: 'sharing',
    title: '我们与谁分享',
    paragraphs: ['我们只与为我们经营商店的服务供应商分享个人数据，而且只分享各自所需的数据：'],
    points: [
      {
        lead: 'Shopify，我们的商店平台。',
        text: '它提供我们的商品目录，以及您付款时使用的托管结账页面。您的订单、地址和付款都在那里处理，并受Shopify本身的隐私政策约束。',
      },
      {
        lead: 'Supabase，我们的后端托管服务。',
        text: '它运行接收电子报订阅、联系留言和评价的功能，并保存这些数据和评价的照片。',
      },
      {
        lead: '我们的电邮服务。',
        text: '它负责向您发送电子报、您的优惠码和我们的回复。',
      },
      {
        lead: '快递公司。',
        text: '它们会收到您的姓名、地址和电话号码，以便派送您的订单。',
      },
    ],
    after: ['这些供应商可能会在新加坡境外处理数据；我们选用的供应商对数据的保护标准与PDPA相当。法律有要求时，我们也会披露个人数据。'],
  },
  {
    id: 'cookies',
    title: 'Cookie与本地存储',
    paragraphs: [
      '本网站只会在您的Cookie偏好设置允许的范围内，使用分析、营销或偏好Cookie。来自欧盟、欧洲经济区、英国和瑞士的访客会先被询问，在他们作出选择之前，不会使用任何此类Cookie。在其他地区，除非您将其关闭，否则这些Cookie默认为允许；如果您的浏览器发送全球隐私控制（GPC）信号，营销以及出售或分享您的数据将保持关闭。',
      `在您允许分析的情况下，您浏览的页面会告诉我们的商店平台您查看了哪些页面和商品、搜索了什么，以及把什么加入购物车，并使用两个保存在Cookie中的随机标识符：“_shopify_y”（保存一年）和“_shopify_s”（在您浏览最后一个页面后保存30分钟），让我们了解商店的使用情况。它们也会报告每个页面的加载速度和对您点按的反应速度，以及页面类型和您的设备类型（手机或电脑）。这些数据不附带任何地址或姓名，我们会保存${privacy.analyticsRetentionDays}天。`,
      `您的选择会保存在名为“${CONSENT_COOKIE}”的Cookie中，为期一年；如果您选择了购物的国家，该国家会保存在名为“${MARKET_COOKIE}”的Cookie中。两者都是网站按照您的要求运作所必需的。`,
      `优惠链接（例如我们电邮中的链接）会把优惠码保存在名为“${DISCOUNT_COOKIE}”的Cookie中，供您的购物车使用，最长${DISCOUNT_COOKIE_DAYS}天，或直到优惠码已加入您的购物车为止。`,
      `本网站把您的购物车保存在浏览器的本地存储中，键名为“${cartKey}”。您可以随时清空购物车，或在浏览器中清除本网站的数据，将其删除。`,
      '由我们商店平台运营的托管结账页面，可能会设置自己的Cookie，以安全地完成您的订单。这些Cookie受商店平台的隐私政策约束。',
    ],
    points: [{ lead: '随时更改您的选择：', text: 'Cookie偏好设置', href: '/cookie-preferences' }],
  },
  {
    id: 'security',
    title: '我们如何保护您的数据',
    paragraphs: [
      '您发送给我们的数据会通过加密连接传输，并保存在我们的后端托管服务中，只有需要为您提供服务的人员才能访问。',
      '付款资料从不会到达我们这里：您是在托管结账页面付款。没有任何系统是绝对安全的，但如果数据泄露影响到您的数据，我们会依照PDPA的规定，通知您和个人数据保护委员会。',
    ],
  },
  {
    id: 'your-rights',
    title: '您的权利',
    paragraphs: ['您可以随时要求我们：'],
    points: [
      { text: '告诉您我们持有您的哪些个人数据，以及我们如何使用这些数据；' },
      { text: '更正任何错误的数据；' },
      { text: '删除您的数据，或停止向您发送电子报；' },
      { text: '撤回您对任何数据用途的同意。' },
    ],
    after: [`请发电邮至${contact.email}。我们会在${zh(contact.responseTime)}回复，并可能先请您确认身份。`],
  },
  {
    id: 'children',
    title: '儿童',
    paragraphs: [
      `本网站和我们的产品不适合${minimumAge}岁以下的儿童。我们不会在知情的情况下收集${minimumAge}岁以下儿童的个人数据；如果您认为有儿童向我们发送了个人资料，请联系我们，我们会将其删除。`,
    ],
  },
  {
    id: 'changes',
    title: '本政策的更改',
    paragraphs: ['每当商店更改所收集的数据或处理数据的服务供应商时，我们都会更新本政策。本页面始终显示现行的政策，并在顶部注明日期。'],
  },
  {
    id: 'contact',
    title: '联系我们',
    paragraphs: ['如对您的个人数据有任何疑问，请联系我们：'],
    points: [
      { lead: '电邮：', text: contact.email, href: `mailto:${contact.email}` },
      { lead: '电话：', text: `${contact.phone}（${zh(contact.phoneHours)}）`, href: contact.phoneHref },
      { lead: '邮寄：', text: `${brand.legalName}, ${formatAddress()}` },
    ],
  },
]

export const privacyCopy: Translation<typeof en.privacyCopy> = {
  tocLabel: '本页内容',
  sections,
}

/** The policy's date line, worded by the loader. */
export const lastUpdated: Translation<typeof en.lastUpdated> = (date: string) => `最后更新：${date}`
