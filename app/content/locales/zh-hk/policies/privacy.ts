import { CONSENT_COOKIE } from '#shared/consent'
import { DISCOUNT_COOKIE, DISCOUNT_COOKIE_DAYS } from '#shared/discount-code'
import { brand, browserStorage, contact, formatAddress, newsletter, privacy } from '#shared/shop'
import { MARKET_COOKIE } from '~/lib/market-path'
import type * as en from '../../../policies/privacy'
import type { Translation } from '../../translation'

export type { PrivacySection } from '../../../policies/privacy'

/** The shop's hours and reply time (shared/identity.ts), in words. */
const phoneHours: Record<typeof contact.phoneHours, string> = { 'Mon-Fri 9am-6pm SGT': '星期一至五 上午9時至下午6時（新加坡時間）' }
const responseTime: Record<typeof contact.responseTime, string> = { '24 hours on business days': '工作天24小時' }

const minimumAge = privacy.minimumAge
const cartKey = browserStorage.cart
const cartAtStoreKey = browserStorage.cartAtStore

const sections: Translation<typeof en.privacyCopy.sections> = [
  {
    id: 'introduction',
    title: '引言',
    paragraphs: [
      `本政策說明${brand.legalName}（「${brand.name}」或「我們」）在你使用本網站時收集哪些個人資料、收集的原因、由誰代我們處理，以及你有哪些選擇。我們按照新加坡《2012年個人資料保護法》（PDPA）處理個人資料。`,
      '我們收集的資料非常少：本網站不設帳戶及登入，本身不會收取付款，亦不會投放廣告。本網站只會在你的Cookie偏好設定容許的範圍內，了解商店的使用情況（見下文「Cookie及本機儲存」）。',
    ],
  },
  {
    id: 'information-we-collect',
    title: '我們收集的資料',
    paragraphs: ['我們只會保存你提供給我們的資料，或網站運作所需的資料：'],
    points: [
      {
        lead: '你的購物車。',
        text: `你加入的產品及數量會儲存在你瀏覽器的本機儲存空間（local storage）內，鍵名為「${cartKey}」，讓你下次回來時購物車仍在。這些資料只會留在你的裝置上，只有在你選擇結帳時才會傳送出去。你輸入的禮品卡號碼會儲存在旁邊的「${cartAtStoreKey}」，連同商店告知的可抵扣金額，直至你移除禮品卡、清空購物車或完成訂單為止。`,
      },
      {
        lead: '電子通訊。',
        text: `你訂閱時，我們會儲存你的電郵地址，以及我們寄給你的個人${newsletter.discountPercent}%折扣優惠碼，並記下你訂閱時所用頁面的語言，以便用該語言寄電郵給你。`,
      },
      {
        lead: '聯絡訊息。',
        text: '你透過聯絡表格寫信給我們時，我們會儲存你的姓名、電郵地址、電話號碼（如有提供）、主旨及訊息內容，以及你留言時所用頁面的語言，以便我們用該語言回覆。',
      },
      {
        lead: '評價。',
        text: '你提交評價時，我們會儲存你的姓名、電郵地址、產品、評分、你的故事，以及你選擇加入的相片。我們會為每張相片另存一份副本，並移除相片可能附帶的相機資料及位置資料。評價在發佈前均會先經審核，你的電郵地址絕不會公開。',
      },
      {
        lead: '補貨通知。',
        text: '當你要求在售罄產品補貨時收到通知，我們會儲存你的電郵地址、你所選的產品及款式，以及該頁面的語言，並在產品補貨時通知你一次。',
      },
      {
        lead: '訂單及付款。',
        text: '你會在我們網店平台託管的結帳頁面結帳及付款，而非在本網站。你的送貨地址及付款資料會交給網店平台；本網站絕不會看到或儲存你的信用卡資料。',
      },
      {
        lead: '錯誤記錄。',
        text: '當頁面無法找到時，我們的伺服器會記錄所要求的網址，方便我們修正失效連結。',
      },
    ],
  },
  {
    id: 'how-we-use-it',
    title: '我們如何使用你的資料',
    paragraphs: ['我們只會將你的資料用於：'],
    points: [
      { text: '在你訂閱期間，向你寄送電子通訊及優惠碼；' },
      { text: '在你等候的產品補貨時通知你一次；' },
      { text: '回覆你的訊息及查詢；' },
      { text: '審核及發佈評價（你的名字、評分、故事及相片，絕不包括你的電郵地址）；' },
      { text: '處理你的訂單、送貨、退貨及保養申請；' },
      { text: '維持本網站正常運作及安全。' },
    ],
    after: ['我們不會出售你的個人資料，亦不會將其用於廣告或建立個人檔案。'],
  },
  {
    id: 'sharing',
    title: '我們與誰分享資料',
    paragraphs: ['我們只會與代我們營運商店的服務供應商分享個人資料，並只會提供各供應商所需的資料：'],
    points: [
      {
        lead: 'Shopify，我們的網店平台。',
        text: '它提供我們的產品目錄及你付款時使用的託管結帳頁面。你的訂單、地址及付款均在該處處理，並受Shopify本身的私隱政策規管。',
      },
      {
        lead: 'Supabase，我們的後端服務供應商。',
        text: '它運行接收電子通訊訂閱、聯絡訊息及評價的功能，並儲存這些資料及評價相片。',
      },
      {
        lead: '我們的電郵服務。',
        text: '它負責寄送電子通訊、你的優惠碼及我們給你的回覆。',
      },
      {
        lead: '速遞公司。',
        text: '它們會收到你的姓名、地址及電話號碼，以便派送你的訂單。',
      },
    ],
    after: ['這些供應商可能在新加坡以外處理資料；我們選用的供應商會以與PDPA相若的標準保護資料。在法律要求下，我們亦會披露個人資料。'],
  },
  {
    id: 'cookies',
    title: 'Cookie及本機儲存',
    paragraphs: [
      '本網站只會在你的Cookie偏好設定允許下，使用分析、市場推廣或偏好設定Cookie。來自歐盟、歐洲經濟區、英國及瑞士的訪客會先被詢問，在他們作出選擇前不會使用任何這類Cookie。在其他地區，除非你將其關閉，否則會預設允許；如你的瀏覽器發出「全球隱私控制」（Global Privacy Control）訊號，市場推廣及出售或分享你的資料將保持關閉。',
      `如你允許分析，你瀏覽的頁面會告知我們的網店平台你查看了哪些頁面及產品、搜尋了甚麼，以及加入購物車的貨品，並以兩個隨機識別碼儲存在名為「_shopify_y」（保留一年）及「_shopify_s」（在你最後瀏覽頁面後保留30分鐘）的Cookie中，讓我們了解商店的使用情況。它們亦會報告每個頁面的載入速度及對你點按的反應速度，連同頁面類型及你的裝置類型（手機或電腦）。這些資料不附帶任何地址或姓名，我們會保留${privacy.analyticsRetentionDays}日。`,
      `你的選擇會在名為「${CONSENT_COOKIE}」的Cookie中保留一年；如你選擇了購物的國家／地區，則會儲存在名為「${MARKET_COOKIE}」的Cookie中。兩者都是網站按你的要求運作所必需的。`,
      `折扣連結（例如我們電郵中的連結）會把優惠碼儲存在名為「${DISCOUNT_COOKIE}」的Cookie中，供你的購物車使用，最長${DISCOUNT_COOKIE_DAYS}日，或直至優惠碼已加入購物車為止。`,
      `網站會把你的購物車儲存在瀏覽器的本機儲存空間中，鍵名為「${cartKey}」。你可隨時清空購物車，或在瀏覽器中清除本網站的資料，以移除這些資料。`,
      '由我們網店平台營運的託管結帳頁面，可能會設定其本身的Cookie，以安全地完成你的訂單。這些Cookie受網店平台的私隱政策規管。',
    ],
    points: [{ lead: '隨時更改你的選擇：', text: 'Cookie偏好設定', href: '/cookie-preferences' }],
  },
  {
    id: 'security',
    title: '我們如何保護資料',
    paragraphs: [
      '你傳送給我們的資料會經加密連線傳輸，並儲存在我們的後端服務供應商，只有需要為你提供服務的人員才可存取。',
      '付款資料絕不會傳到我們手上：你會在託管結帳頁面付款。沒有任何系統是絕對安全的，但如發生資料外洩並影響你的資料，我們會按PDPA的規定通知你及新加坡個人資料保護委員會。',
    ],
  },
  {
    id: 'your-rights',
    title: '你的權利',
    paragraphs: ['你可隨時要求我們：'],
    points: [
      { text: '告知你我們持有你哪些個人資料，以及我們如何使用這些資料；' },
      { text: '更正任何錯誤的資料；' },
      { text: '刪除你的資料，或停止向你寄送電子通訊；' },
      { text: '撤回你就任何資料用途所給予的同意。' },
    ],
    after: [`請電郵至${contact.email}。我們會於${responseTime[contact.responseTime]}內回覆，並可能先要求你確認身份。`],
  },
  {
    id: 'children',
    title: '兒童',
    paragraphs: [
      `本網站及我們的產品並非為${minimumAge}歲以下兒童而設。我們不會在知情的情況下收集${minimumAge}歲以下兒童的個人資料；如你相信有兒童向我們提供了個人資料，請聯絡我們，我們會將其刪除。`,
    ],
  },
  {
    id: 'changes',
    title: '本政策的修訂',
    paragraphs: ['每當商店收集的資料或處理資料的機構有所改變，我們都會更新本政策。本頁面一律顯示現行政策，並在頂部註明日期。'],
  },
  {
    id: 'contact',
    title: '聯絡我們',
    paragraphs: ['如對你的個人資料有任何疑問，請聯絡我們：'],
    points: [
      { lead: '電郵：', text: contact.email, href: `mailto:${contact.email}` },
      { lead: '電話：', text: `${contact.phone}（${phoneHours[contact.phoneHours]}）`, href: contact.phoneHref },
      { lead: '郵寄：', text: `${brand.legalName}, ${formatAddress()}` },
    ],
  },
]

export const privacyCopy: Translation<typeof en.privacyCopy> = {
  tocLabel: '本頁內容',
  sections,
}

/** The policy's date line, worded by the loader. */
export const lastUpdated: Translation<typeof en.lastUpdated> = (date: string) => `最後更新：${date}`
