import type { markets } from '#shared/markets'
import { catalogue, contact, returns, shipping } from '#shared/shop'
import type * as en from '../../faq'
import type { Translation } from '../translation'
import { message } from '#shared/message'
import { claims } from './claims'

export type { FaqCategory, FaqCategoryId, FaqColour, FaqIconName, FaqQuestion, FaqQuestionShown } from '../../faq'
/** How many questions the page shows as popular: a number, not copy. */
export { popularQuestionCount } from '../../faq'

/** The shop's figures in words (shared/shop.ts, shared/identity.ts, shared/markets.ts), as the answers quote them. */
const ohms: Record<typeof catalogue.resistorOhms, string> = { '100k ohm': '100kΩ' }
const hours: Record<typeof catalogue.sheetUseHours, string> = { '8+ hours': '8小時以上' }
const years: Record<(typeof catalogue.productLife)[keyof typeof catalogue.productLife], string> = { '2-5 years': '2至5年', '3-7 years': '3至7年' }
const durations: Record<
  | typeof shipping.processingDays
  | typeof shipping.domesticDelivery
  | typeof shipping.internationalDelivery
  | typeof returns.authorizationReview
  | typeof returns.inspection
  | typeof returns.refund,
  string
> = {
  '1-2 business days': '1至2個工作天',
  '1-3 business days': '1至3個工作天',
  '5-14 business days': '5至14個工作天',
  '24-48 hours': '24至48小時',
  '3-5 business days': '3至5個工作天',
  '5-7 business days': '5至7個工作天',
}
const cutoff: Record<typeof shipping.cutoff, string> = { '2:00 PM SGT': '新加坡時間下午2時' }
const phoneHours: Record<typeof contact.phoneHours, string> = { 'Mon-Fri 9am-6pm SGT': '新加坡時間星期一至五上午9時至下午6時' }
const responseTime: Record<typeof contact.responseTime, string> = { '24 hours on business days': '工作天24小時' }
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: '新加坡',
  Malaysia: '馬來西亞',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港',
  Australia: '澳洲',
  'United States': '美國',
}
const countryName = (name: string) => countryNames[name as keyof typeof countryNames] ?? name

const resistor = ohms[catalogue.resistorOhms]

export const faqCategories: Translation<typeof en.faqCategories> = [
  { id: 'basics', title: '接地基本知識', description: '接地是甚麼、如何運作，以及你會收到甚麼。', icon: 'Sprout', colour: 'emerald' },
  { id: 'safety', title: '安全及可靠性', description: '用電安全、限流電阻，以及哪些人應先諮詢醫生。', icon: 'ShieldCheck', colour: 'sky' },
  { id: 'usage', title: '使用及安裝', description: '安裝、測試插座，以及如何充分利用每次接地。', icon: 'Wrench', colour: 'amber' },
  { id: 'everyday', title: '日常實用問題', description: '清洗、清潔、使用壽命及共用。', icon: 'House', colour: 'violet' },
  { id: 'orders', title: '尺寸、訂單及送貨', description: '選擇尺寸、送貨、退貨及保養。', icon: 'Truck', colour: 'teal' },
  { id: 'health', title: '健康好處及科學', description: '研究探討過甚麼，以及可以期望甚麼。', icon: 'HeartPulse', colour: 'rose' },
]

/** Singapore dollars, named as such: a "$" alone reads as Hong Kong's own dollar. */
const money = (amount: number) => `S$${amount}`
const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join('、')}及${items.at(-1)}`)

export const faqQuestions: Translation<typeof en.faqQuestions> = [
  // Basics of Grounding
  {
    id: 'what-is-grounding',
    category: 'basics',
    question: '甚麼是接地（earthing）？',
    answer: `接地（grounding），又稱earthing，是指讓身體直接接觸大地表面，就像赤腳在草地、沙灘或泥土上行走一樣。大地帶有輕微的天然負電荷，皮膚接觸大地，身體便能與大地處於相同電位。

我們大部分時間都穿着鞋、留在室內，很少接觸地面。我們的床單及接地墊把這種接觸帶到室內：它們織入導電纖維，並透過接地線連接到已妥善接地的牆上插座的地線。`,
    views: 1486,
  },
  {
    id: 'how-does-grounding-work',
    category: 'basics',
    question: '接地床單及接地墊如何運作？',
    answer: `每張床單或接地墊都織有導電纖維。接地線一端夾在產品上，另一端插入牆上插座的接地觸點，而插座的地線則連接到大廈外埋在地下的接地棒。當你的皮膚接觸產品，你便與大地連接起來，就像赤腳站在戶外一樣。

接地線只會使用插座的接地連接，絕不接駁火線或零線，所以不會有市電流入產品，產品亦不耗電。`,
    views: 1127,
  },
  {
    id: 'is-grounding-scientifically-proven',
    category: 'basics',
    question: '接地有科學證明嗎？',
    answer: `接地已有超過二十年的研究歷史，已有${claims.studiesLong}探討它對睡眠、壓力、身體復原、血液循環及發炎指標的影響。當中不少研究規模較小，研究人員亦同意需要更大型的試驗，所以我們形容這些發現是「有希望」而非「已有定論」。

你可以在「認識接地」頁面閱讀主要研究的摘要及原文連結。`,
    views: 2394,
  },
  {
    id: 'indoor-vs-outdoor-grounding',
    category: 'basics',
    question: '為甚麼不直接到戶外赤腳走走？',
    answer: `赤腳走在草地、沙灘或濕潤的泥土上，是很好的免費接地方法，我們也鼓勵大家這樣做。問題在於時間：要接地數小時，你便要一直留在戶外，而石屎地、瓷磚、木地板、膠底鞋和高樓生活都會阻隔連接。

室內產品讓你在睡覺（床單每晚可接地${hours[catalogue.sheetUseHours]}）或在書枱前工作時保持接地，時間遠比大部分人能在戶外赤腳的時間長。`,
    views: 734,
  },
  {
    id: 'which-product-should-i-choose',
    category: 'basics',
    question: '我應該選擇哪款產品？',
    answer: `按你花最多時間的地方選擇：

床單最適合睡覺，毋須費力便能整晚保持接地。接地墊適合書枱工作、閱讀或看電視：把赤腳、雙手或前臂放在上面即可。入門套裝組合了多件產品，覆蓋全屋，例如睡房用床單、書枱用接地墊。

如果拿不定主意，可先從床單開始；大部分顧客最先在睡眠方面感受到分別。`,
    views: 1912,
  },
  {
    id: 'whats-in-the-box',
    category: 'basics',
    question: '我的訂單包括甚麼？',
    answer: `每張床單、接地墊及每個套裝均附有內置${resistor}限流電阻的接地線，以及簡單的安裝說明。${claims.groundTester}，讓你在開始前確認牆上插座已妥善接地。

替換接地線、其他國家適用的轉換插頭及導電測試器，亦可在我們的配件系列另行購買。`,
    views: 688,
  },

  // Safety & Reliability
  {
    id: 'is-grounding-safe',
    category: 'safety',
    question: '接地安全嗎？',
    answer: `只要安裝正確，是安全的。接地線只會連接插座的接地觸點，不會接駁火線或零線，所以產品不帶市電。每條接地線亦內置${resistor}限流電阻，多加一重保護。

首次使用前，請用每次購買均附送的接地測試器檢查插座。如測試器未顯示接地正常，請勿使用該插座，並請電業工程人員檢查線路。`,
    views: 2871,
  },
  {
    id: 'what-is-the-resistor-for',
    category: 'safety',
    question: `接地線內的${resistor}電阻有甚麼作用？`,
    answer: `我們出售的每條接地線均內置${resistor}限流電阻。正常使用時，接地線內只有身體與大地之間微弱的天然電荷交換，電阻對此並無明顯影響。

萬一線路故障令地線帶電，電阻會把可能流經你身體的電流，限制在家用電路可輸出電流的極小部分，此外還有家中電路斷路器的保護。這與電子技術人員整天佩戴的防靜電手帶是同一原理。`,
    views: 1043,
  },
  {
    id: 'can-i-use-it-during-a-thunderstorm',
    category: 'safety',
    question: '行雷閃電時應該拔除接地線嗎？',
    answer:
      '為審慎起見，應該。雷電可能令大廈的電線及地線出現短暫的電湧。有電阻及家中的保護裝置，風險已經非常低，但行雷時把接地線從牆上插座拔出，便可完全消除風險；戶外接地也適用同樣建議。雷暴過後再插回即可。',
    views: 512,
  },
  {
    id: 'who-should-check-with-a-doctor',
    category: 'safety',
    question: '如果我有健康問題或正在服藥，可以接地嗎？',
    answer: `大部分人都可以使用接地產品，但如你正服用薄血藥（有研究顯示接地或會影響血液黏稠度）、服用控制血壓、血糖或甲狀腺功能的藥物、體內植入了心臟起搏器等電子醫療裝置，或正在懷孕，請先諮詢醫生。

接地是一種保健習慣，並非醫療護理。本公司產品並非用於診斷、治療、治癒或預防任何疾病，亦不能取代醫護人員的建議或治療。`,
    views: 967,
    supportPrompt: true,
  },
  {
    id: 'can-children-use-grounding-products',
    category: 'safety',
    question: '小朋友和寵物可以使用接地產品嗎？',
    answer: `可以。小朋友可以和成年人一樣，睡在接地床單上或使用接地墊；只需把接地線放在小朋友拉扯或咬不到的地方，並先用接地測試器檢查插座。如你的孩子有健康問題，開始前請先諮詢醫生。

寵物經常會自己選擇躺在接地墊上。這沒有問題，但請把接地線放在愛咬東西的動物接觸不到的地方。`,
    views: 421,
  },
  {
    id: 'is-the-cord-safe-around-water',
    category: 'safety',
    question: '床單沾上汗水或打翻飲品，還安全嗎？',
    answer: `安全。汗水和少許濕氣很正常，在新加坡的潮濕天氣下，甚至可改善與皮膚的接觸。產品本身不帶市電，而接地線的${resistor}電阻無論如何都會限制電流。

如打翻大量液體，請先從牆上插座拔出接地線，再從產品上解開，待床單或接地墊完全乾透（或按護理說明清洗）後才重新連接。`,
    views: 389,
  },

  // Usage & Setup
  {
    id: 'how-to-set-up-a-sheet',
    category: 'usage',
    question: '如何安裝接地床單？',
    answer: `1. 用附送的接地測試器檢查牆上插座。
2. 像平常一樣把床單鋪在床上，導電面朝上，讓皮膚能接觸到。
3. 把接地線扣在床單的接頭上，另一端插入插座。
4. 如插座有開關，請打開開關（接地觸點無論開關與否都會運作，但部分測試器需要通電）。

就這樣：睡覺時讓部分皮膚，例如雙腿、雙腳或手臂，接觸床單即可。`,
    views: 1364,
  },
  {
    id: 'how-to-test-my-outlet',
    category: 'usage',
    question: '如何檢查插座是否已妥善接地？',
    answer: `把訂單附送的接地測試器插入你打算使用的插座，並打開插座開關。測試器的燈號會顯示插座接線是否正確、接地是否正常；測試器上印有的說明會解釋每種燈號組合。

幾乎所有新加坡住宅都裝有已接地的三腳插座，但舊式線路及部分海外住宅未必如此。如測試器顯示故障或沒有接地，請改用其他插座，並請註冊電業工程人員檢查線路。`,
    views: 876,
  },
  {
    id: 'what-if-my-outlet-is-not-earthed',
    category: 'usage',
    question: '如果家中的插座沒有接地怎麼辦？',
    answer: `部分舊式大廈及許多新加坡以外的住宅使用沒有接地觸點的兩腳插座。接地線插在這類插座上不會有任何作用，所以請不要依賴它。

常見的替代方法是把接地棒插入地面樓層窗外或花園的泥土中，再把接地線拉到接地棒。我們的團隊可以幫你找出最適合你家的方案，以及你需要的接地線或轉換插頭。`,
    views: 455,
    supportPrompt: true,
  },
  {
    id: 'how-do-i-know-its-working',
    category: 'usage',
    question: '怎樣知道是否有效？',
    answer: `有兩個簡單的檢查方法。第一，每次購買均附送的接地測試器可確認插座接地正常。第二，導電測試器（或任何設於通路檔的萬用錶）可確認床單或接地墊能導電：把一支探針放在產品表面，另一支放在接地線的接頭上。

很多人也會使用人體電壓計；當你接觸已接地的產品時，讀數通常會低很多。另一個指標是你的感覺：大部分顧客在${claims.resultsWindow}內留意到睡眠或精神方面的變化。`,
    views: 2266,
  },
  {
    id: 'how-long-should-i-ground',
    category: 'usage',
    question: '每天應該接地多久？',
    answer: `時間越長越好，所以接地睡眠效果特別理想：床單每晚可讓你毫不費力地接地${hours[catalogue.sheetUseHours]}。

使用接地墊的話，可由每天30至60分鐘開始，例如在書枱下赤腳踩在上面，再慢慢增加。健康成年人並沒有時間上限。`,
    views: 1201,
  },
  {
    id: 'do-i-need-skin-contact',
    category: 'usage',
    question: '一定要皮膚直接接觸嗎？',
    answer: `是的，皮膚直接接觸導電表面，連接效果最好。接觸面積不需要很大：雙腳、雙腿、雙手或前臂已經足夠。

薄而略為潮濕的棉質布料（例如潮濕晚上穿的輕薄睡衣）也能稍為導電，但厚身或合成纖維布料、鋪在床單上的床褥保護墊，或穿着襪子踩在接地墊上，都會阻隔大部分連接。`,
    views: 643,
  },
  {
    id: 'can-i-use-it-overseas',
    category: 'usage',
    question: '去外地或旅行時可以使用接地產品嗎？',
    answer: `可以。我們的接地線配備新加坡三腳插頭，其他插座類型適用的轉換插頭可在配件系列購買。只有接地觸點才重要，所以請確保你使用的轉換插頭能接通接地腳（很多便宜的旅行轉換插頭並不能），並在抵達後用接地測試器檢查插座。

床單可以摺細，接地墊則鬆鬆捲起（切勿摺疊接地墊），兩者都方便放進行李箱。`,
    views: 298,
  },

  // Practical Everyday Questions
  {
    id: 'how-to-wash-a-grounding-sheet',
    category: 'everyday',
    question: '如何清洗接地床單？',
    answer: `每一至兩星期清洗一次，放入洗衣袋，以冷水（最高30°C）配合溫和的洗衣液，用輕柔模式清洗。在陰涼處晾乾，切勿用乾衣機烘乾。

避免使用漂白劑、衣物柔順劑，以及含增白或柔順成分的洗衣液：它們會包覆或損壞導電纖維。潤膚露和油類亦會積聚在表面，所以如有使用，請在睡前先洗澡，或更頻密地清洗床單。`,
    views: 1789,
  },
  {
    id: 'how-to-clean-a-grounding-mat',
    category: 'everyday',
    question: '如何清潔接地墊？',
    answer: '先拔除接地線，再用濕布加少許溫和肥皂水抹淨接地墊，待自然風乾後才重新連接。切勿使用酒精、漂白劑或其他刺激性清潔劑，亦不要浸泡接地墊或放入洗衣機。',
    views: 532,
  },
  {
    id: 'how-long-do-products-last',
    category: 'everyday',
    question: '接地產品可以用多久？',
    answer: `正常使用並按建議護理，床單可用${years[catalogue.productLife.sheets]}，接地墊可用${years[catalogue.productLife.mats]}。使用柔順劑或漂白劑清洗，以及潤膚露積聚，都會縮短使用壽命；輕柔清洗則可延長。

每隔幾個月用導電測試器或萬用錶檢查產品的導電性能。當整個表面不再導電，便是時候更換了。`,
    views: 845,
  },
  {
    id: 'my-sheet-stopped-conducting',
    category: 'everyday',
    question: '我的床單或接地墊好像不再導電，應該怎樣做？',
    answer: `先排除簡單的原因：用接地測試器檢查插座，確保接地線已緊扣在接頭上，並用萬用錶單獨測試接地線。第二常見的原因是潤膚露或柔順劑殘留；只用溫和洗衣液清洗一次，通常便能恢復導電。

如仍然不導電，請聯絡我們。製造問題受我們的${returns.warrantyMonths}個月保養保障，我們會盡力在${returns.warrantyResolutionHours}小時內處理保養申請。`,
    views: 376,
    supportPrompt: true,
  },
  {
    id: 'which-size-should-i-order',
    category: 'orders',
    question: '我應該訂購哪個尺寸？',
    answer: `床單按床褥選擇：單人適用於最大107 x 190 cm的床褥，雙人最大152 x 203 cm，特大雙人最大183 x 203 cm。床笠的床笠袋適用於厚20至35 cm的床褥；如有床褥墊，請連同兩者一併量度。

接地墊方面，中碼理療墊（60 x 90 cm）適合放在書枱下的地面，大碼（90 x 180 cm）適合梳化，或在床上墊着整雙腿。每款床單及接地墊的產品頁都有尺寸指南列出所有尺寸；如你介乎兩個尺寸之間，我們的團隊樂意幫忙。`,
    views: 1171,
  },
  {
    id: 'what-does-the-warranty-cover',
    category: 'orders',
    question: '保養涵蓋甚麼？',
    answer: `所有產品由購買日起均享${returns.warrantyMonths}個月製造保養，涵蓋物料及工藝上的缺陷，例如在正常使用及護理下接頭失靈或導電纖維不再導電。正常損耗、使用不當造成的損壞，以及漂白劑、柔順劑或刺激性清潔劑造成的損壞，均不在保養範圍內。

申請保養時，請聯絡我們並提供訂單編號、簡短描述，以及問題的相片或影片。我們會盡力在${returns.warrantyResolutionHours}小時內處理保養申請，確認屬實的申請由我們支付運費。`,
    views: 601,
  },
  {
    id: 'what-is-your-return-policy',
    category: 'orders',
    question: '你們的退貨政策是怎樣的？',
    answer: `未開封貨品可於送達後${returns.unopenedDays}日內退貨。運送途中損壞的貨品，必須於送達後${returns.transitDamageDays}日內報告，我們會為你更換或退款。請先聯絡我們申請退貨授權，我們會於${durations[returns.authorizationReview]}內審批。

貨品寄回後，檢查需時${durations[returns.inspection]}，退款會於${durations[returns.refund]}內退回你的原付款方式。如因改變主意退貨，退貨運費由你支付（約${money(returns.changeOfMindReturnCost)}）；如貨品損壞、寄錯或有缺陷，以及保養申請，運費由我們支付。詳情請參閱退貨政策頁面。`,
    views: 998,
  },
  {
    id: 'how-much-is-shipping',
    category: 'orders',
    question: '新加坡的運費是多少？送貨要多久？',
    answer: `新加坡送貨劃一收費${money(shipping.domesticFlatRate)}，訂單滿${money(shipping.domesticFreeThreshold)}即免運費。我們會於${durations[shipping.processingDays]}內處理訂單；於工作天${cutoff[shipping.cutoff]}前落單，即日處理。之後送貨需時${durations[shipping.domesticDelivery]}，包裹寄出後，你會收到附有追蹤號碼的電郵。

只要訂單尚未寄出，你可於${shipping.cancellationHours}小時內取消訂單並獲全數退款。`,
    views: 1562,
  },
  {
    id: 'do-you-ship-internationally',
    category: 'orders',
    question: '你們有國際送貨嗎？',
    answer: `有，寄送全球。國際送貨需時${durations[shipping.internationalDelivery]}，運費於結帳時計算。訂單滿${money(shipping.internationalFreeThreshold)}，寄往${list(shipping.internationalFreeCountries.map(countryName))}即免運費。

進口關稅及稅項視乎你所在國家／地區的規定，如適用，由收件人支付。我們的送貨政策列出各地區的預計送貨時間及常見的免稅門檻。`,
    views: 717,
  },
  {
    id: 'does-it-use-electricity',
    category: 'everyday',
    question: '接地會用電或令電費增加嗎？',
    answer:
      '不會。接地線只會連接插座的接地觸點，在接線正確的住宅中，接地觸點並不帶電。產品不會從市電取電，所以毋須任何使用成本，插座也不用開着（不過接地測試器需要通電才會亮燈）。',
    views: 466,
  },
  {
    id: 'can-two-people-share-a-sheet',
    category: 'everyday',
    question: '兩個人可以共用一張接地床單嗎？',
    answer:
      '可以。任何人只要皮膚接觸導電表面便能接地，所以伴侶可以在同一張床上共用一張床單。如果是特大雙人或更大的床，請檢查導電範圍是否覆蓋兩邊；否則請選擇能覆蓋整張床褥的床單尺寸。',
    views: 347,
  },

  // Health Benefits & Science
  {
    id: 'how-long-before-results',
    category: 'health',
    question: '要多久才會留意到效果？',
    answer: `大部分顧客定期接地後，在${claims.resultsWindow}內留意到變化。大家最先提到的通常是睡眠，例如更容易入睡或夜醒次數減少，之後是覺得休息得更充足、精神更穩定。

每個人都不同，持之以恆最重要：每晚接地，最有機會感受到分別。`,
    views: 2638,
  },
  {
    id: 'how-does-grounding-help-sleep',
    category: 'health',
    question: '接地可能如何幫助睡眠？',
    answer: `在2004年的一項先導研究中，接地睡眠八星期的參與者表示入睡更快、夜醒次數更少，而他們的夜間皮質醇（一種壓力荷爾蒙）每日節律亦更規律。研究人員認為，接地或有助神經系統在晚上保持較平靜的狀態。

這些研究規模較小，效果亦因人而異，但睡得更好是顧客最常提到的好處。`,
    views: 1433,
  },
  {
    id: 'can-grounding-help-with-pain',
    category: 'health',
    question: '接地對痠痛、痛楚及身體復原有幫助嗎？',
    answer: `數項小型研究探討過接地與運動後肌肉痠痛的關係，而2015年的一篇研究綜述描述了接地參與者在發炎指標上的變化。很多顧客，包括熱愛運動的人，告訴我們他們覺得沒那麼僵硬，恢復得更舒服。

接地是一種保健習慣，並非醫療。它並非用於診斷、治療、治癒或預防任何疾病，如有持續或嚴重的痛楚，請求診醫生。`,
    views: 1098,
  },
  {
    id: 'what-does-the-research-say',
    category: 'health',
    question: '研究實際上怎樣說？',
    answer: `有關接地的研究已有${claims.studiesLong}。反覆出現的發現包括：自述睡眠質素改善、皮質醇節律更規律、一項2013年的小型研究發現血液黏稠度降低、發炎指標有所變化，以及與放鬆相關的心率變異度轉變。

大部分研究規模較小，部分並非盲測，所以這些研究雖有希望，但仍屬初步。我們在「認識接地」頁面附上主要論文的連結，讓你閱讀後自行判斷。`,
    views: 823,
  },
  {
    id: 'feeling-different-at-first',
    category: 'health',
    question: '頭幾天感覺有點不同，正常嗎？',
    answer: `有些人在頭幾晚會留意到輕微的反應，例如溫暖或刺麻的感覺、夢境更鮮明，或一兩天內比平常更疲倦。這些情況通常在一星期內消退。

如感到任何不適，可縮短每次接地的時間，再逐步增加。如有任何疑慮或健康問題，請諮詢醫生。`,
    views: 574,
  },
  {
    id: 'can-grounding-replace-medical-treatment',
    category: 'health',
    question: '接地可以取代我的藥物或醫療嗎？',
    answer:
      '不可以。接地是很多人在健康生活之外樂於實踐的保健習慣，但它並非醫療護理。本公司產品並非用於診斷、治療、治癒或預防任何疾病。未經醫生同意，切勿停止或更改藥物或治療；並請告知醫生你正在接地，特別是如你正服用薄血藥。',
    views: 402,
  },
]

/** Copy of the FAQ page. */
export const faqCopy: Translation<typeof en.faqCopy> = {
  searchLabel: '搜尋常見問題',
  searchPlaceholder: '搜尋常見問題…',
  searchSubmit: '搜尋',
  resultCount: message<{ count: number; query: string }>('{count, plural, =0 {沒有與「{query}」相符的問題} other {有#條問題與「{query}」相符}}'),
  noResultsTitle: '找不到結果',
  noResultsBody: message<{ query: string }>('找不到與「{query}」相符的答案。請試試其他字詞，或直接問我們的團隊。'),
  clearSearch: '清除搜尋',
  askDirectly: '直接問我們',
  popularTitle: '本週最熱門問題',
  views: message<{ count: number }>('{count, plural, other {#次瀏覽}}'),
  categoriesLabel: '按類別瀏覽',
  questionCount: message<{ count: number }>('{count, plural, other {#條問題}}'),
  helpfulPrompt: '這個答案有幫助嗎？',
  yes: '有',
  no: '沒有',
  supportPrompt: '需要協助？我們的客戶支援團隊可以一步步為你講解。',
  supportLink: '聯絡客戶支援',
  stillTitle: '還有其他問題？',
  stillBody: `我們的團隊隨時樂意幫忙。請電郵至${contact.email}或致電${contact.phone}（${phoneHours[contact.phoneHours]}）。我們會於${responseTime[contact.responseTime]}內回覆。`,
  stillLink: '聯絡我們',
}
