import type * as en from '../../cookie-preferences'
import type { Translation } from '../translation'

/** Copy of the cookie preferences page. */
export const cookiePreferencesCopy: Translation<typeof en.cookiePreferencesCopy> = {
  pageTitle: 'Cookie偏好設定',
  pageDescription: '選擇商店可使用哪些Cookie：分析、市場推廣、偏好設定及資料出售。',
  heading: 'Cookie偏好設定',
  intro: '商店必定會使用運作所需的Cookie（你的購物車及所在國家／地區）。其他用途由你決定；你可隨時透過每個頁面底部的連結更改設定。',
  necessary: { label: '必要', description: '你的購物車、所在國家／地區及此項選擇。一律啟用。' },
  purposes: {
    analytics: { label: '分析', description: '記錄瀏覽過的頁面和產品，以及加入購物車的貨品，用以改善商店。' },
    marketing: { label: '市場推廣', description: '衡量及個人化我們的優惠和廣告。' },
    preferences: { label: '偏好設定', description: '記住你的選擇，讓你下次瀏覽更方便。' },
    saleOfData: { label: '出售或分享資料', description: '與廣告夥伴分享資料；部分法律會將此視為出售資料。' },
  },
  gpc: '你的瀏覽器已發出「全球隱私控制」（Global Privacy Control）訊號：市場推廣及出售或分享你的資料將保持關閉。',
  save: '儲存設定',
  saved: '你的偏好設定已儲存。',
  privacyLink: '我們如何使用你的資料：私隱政策',
}
