import type { markets } from '#shared/markets'
import { catalogue, contact, returns, shipping } from '#shared/shop'
import type * as en from '../../faq'
import type { Translation } from '../translation'
import { message } from '#shared/message'
import { claims } from './claims'

export type { FaqCategory, FaqCategoryId, FaqColour, FaqIconName, FaqQuestion, FaqQuestionShown } from '../../faq'
export { popularQuestionCount } from '../../faq'

export const faqCategories: Translation<typeof en.faqCategories> = [
  {
    id: 'basics',
    title: 'Asas Grounding',
    description: 'Apakah grounding, cara ia berfungsi dan apa yang anda terima.',
    icon: 'Sprout',
    colour: 'emerald',
  },
  {
    id: 'safety',
    title: 'Keselamatan & Kebolehpercayaan',
    description: 'Keselamatan elektrik, perintang penghad arus dan siapa yang perlu mendapatkan nasihat doktor terlebih dahulu.',
    icon: 'ShieldCheck',
    colour: 'sky',
  },
  {
    id: 'usage',
    title: 'Penggunaan & Pemasangan',
    description: 'Memasang, menguji soket anda dan memanfaatkan sepenuhnya setiap sesi.',
    icon: 'Wrench',
    colour: 'amber',
  },
  {
    id: 'everyday',
    title: 'Soalan Praktikal Harian',
    description: 'Membasuh, membersihkan, jangka hayat dan berkongsi.',
    icon: 'House',
    colour: 'violet',
  },
  {
    id: 'orders',
    title: 'Saiz, Pesanan & Penghantaran',
    description: 'Memilih saiz, penghantaran, pemulangan dan waranti.',
    icon: 'Truck',
    colour: 'teal',
  },
  {
    id: 'health',
    title: 'Manfaat Kesihatan & Sains',
    description: 'Apa yang telah dikaji oleh penyelidik, dan apa yang boleh dijangkakan.',
    icon: 'HeartPulse',
    colour: 'rose',
  },
]

const money = (amount: number) => `$${amount}`
/** `a, b, c dan d`. */
const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} dan ${items.at(-1)}`)

/** The markets' countries as Malaysian Malay names them; a name the table does not hold is shown as it comes. */
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Syarikat',
}
const country = (name: string) => countryNames[name as keyof typeof countryNames] ?? name

/** The shop's English figures ('1-2 business days', '2:00 PM SGT', '2-5 years') in Malay, their numbers as the rules give them. */
const ms = (value: string) =>
  value
    .replace(/\bMon-Fri\b/g, 'Isnin-Jumaat,')
    .replace(/\b(\d{1,2}):(\d\d) PM\b/g, '$1.$2 petang')
    .replace(/\b(\d{1,2}):(\d\d) AM\b/g, '$1.$2 pagi')
    .replace(/\b(\d{1,2})(?::(\d\d))?am\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} pagi`)
    .replace(/\b(\d{1,2})(?::(\d\d))?pm\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} petang`)
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')
    .replace(/\bdays?\b/g, 'hari')
    .replace(/\byears?\b/g, 'tahun')

export const faqQuestions: Translation<typeof en.faqQuestions> = [
  // Basics of Grounding
  {
    id: 'what-is-grounding',
    category: 'basics',
    question: 'Apakah itu grounding (earthing)?',
    answer: `Grounding, juga dikenali sebagai earthing, bermaksud membiarkan tubuh anda bersentuhan secara langsung dengan permukaan bumi, sama seperti ketika anda berjalan tanpa alas kaki di atas rumput, pasir atau tanah. Bumi membawa cas negatif semula jadi yang lemah, dan sentuhan kulit membolehkan tubuh anda menyesuaikan diri pada keupayaan elektrik yang sama.

Kebanyakan kita menghabiskan hari dengan berkasut dan di dalam bangunan, jadi kita jarang menyentuh tanah. Cadar dan tikar kami membawa sentuhan itu ke dalam rumah: produk ini ditenun dengan gentian konduktif dan disambungkan, melalui kord, ke wayar bumi soket dinding yang dibumikan dengan betul.`,
    views: 1486,
  },
  {
    id: 'how-does-grounding-work',
    category: 'basics',
    question: 'Bagaimanakah cadar dan tikar grounding berfungsi?',
    answer: `Setiap cadar atau tikar mempunyai gentian konduktif yang merentasinya. Kord pembumian diklipkan pada produk dan dicucuk ke sesentuh bumi soket dinding, yang pula berwayar ke rod di dalam tanah di luar bangunan anda. Apabila kulit anda menyentuh produk, anda bersambung dengan bumi, sama seperti berdiri tanpa alas kaki di luar.

Kord ini hanya menggunakan sambungan bumi soket. Ia tidak sekali-kali bersambung ke talian hidup atau neutral, jadi tiada elektrik sesalur utama yang mengalir ke dalam produk dan ia tidak menggunakan sebarang kuasa.`,
    views: 1127,
  },
  {
    id: 'is-grounding-scientifically-proven',
    category: 'basics',
    question: 'Adakah grounding terbukti secara saintifik?',
    answer: `Grounding telah dikaji selama lebih dua dekad, dan terdapat ${claims.studiesLong} tentang kesannya terhadap tidur, tekanan, pemulihan, peredaran darah dan penanda keradangan. Banyak daripada kajian ini berskala kecil, dan penyelidik bersetuju bahawa ujian yang lebih besar diperlukan, jadi kami menyifatkan dapatannya sebagai menjanjikan dan bukannya muktamad.

Anda boleh membaca ringkasan kajian-kajian utama, dengan pautan ke kertas kajian asal, di halaman Tentang Grounding kami.`,
    views: 2394,
  },
  {
    id: 'indoor-vs-outdoor-grounding',
    category: 'basics',
    question: 'Kenapa tidak berjalan tanpa alas kaki di luar sahaja?',
    answer: `Berjalan tanpa alas kaki di atas rumput, pasir atau tanah basah ialah cara grounding yang bagus dan percuma, dan kami menggalakkannya. Masalahnya ialah masa: untuk grounding selama berjam-jam anda perlu terus berada di luar, dan konkrit, jubin, kayu, tapak kasut getah serta kehidupan di bangunan tinggi semuanya memutuskan sambungan itu.

Produk dalam rumah membolehkan anda kekal dibumikan semasa tidur (${ms(catalogue.sheetUseHours)} semalam di atas cadar) atau semasa bekerja di meja, iaitu jauh lebih lama daripada masa yang mampu diluangkan kebanyakan orang untuk berkaki ayam di luar.`,
    views: 734,
  },
  {
    id: 'which-product-should-i-choose',
    category: 'basics',
    question: 'Produk mana yang patut saya pilih?',
    answer: `Pilih mengikut tempat anda paling banyak menghabiskan masa:

Cadar paling sesuai untuk tidur, kerana cadar memastikan anda dibumikan sepanjang malam tanpa sebarang usaha. Tikar sesuai untuk kerja di meja, membaca atau menonton TV: letakkan kaki, tangan atau lengan anda di atasnya. Kit permulaan menggabungkan beberapa produk untuk seluruh rumah, contohnya cadar untuk bilik tidur dan tikar untuk meja kerja anda.

Jika anda tidak pasti, mulakan dengan cadar; tidur ialah perkara pertama yang biasanya disedari perbezaannya oleh kebanyakan pelanggan.`,
    views: 1912,
  },
  {
    id: 'whats-in-the-box',
    category: 'basics',
    question: 'Apa yang disertakan dengan pesanan saya?',
    answer: `Setiap cadar, tikar dan kit didatangkan dengan kord pembumian yang mempunyai perintang penghad arus ${catalogue.resistorOhms} terbina dalam, berserta arahan pemasangan yang ringkas. ${claims.groundTester}, supaya anda boleh memastikan soket dinding anda dibumikan dengan betul sebelum bermula.

Kord ganti, penyesuai palam untuk negara lain dan penguji kekonduksian juga dijual secara berasingan dalam rangkaian Aksesori kami.`,
    views: 688,
  },

  // Safety & Reliability
  {
    id: 'is-grounding-safe',
    category: 'safety',
    question: 'Adakah grounding selamat?',
    answer: `Ya, apabila dipasang dengan betul. Kord hanya disambungkan ke sesentuh bumi soket anda, bukan ke talian hidup atau neutral, jadi produk tidak membawa elektrik sesalur utama. Setiap kord juga dilengkapi perintang penghad arus ${catalogue.resistorOhms} sebagai lapisan perlindungan tambahan.

Sebelum kali pertama digunakan, semak soket anda dengan penguji pembumian yang disertakan dengan setiap pembelian. Jika penguji tidak menunjukkan sambungan bumi yang betul, jangan gunakan soket itu, dan minta juruelektrik memeriksa pendawaiannya.`,
    views: 2871,
  },
  {
    id: 'what-is-the-resistor-for',
    category: 'safety',
    question: `Apakah fungsi perintang ${catalogue.resistorOhms} dalam kord?`,
    answer: `Setiap kord pembumian yang kami jual mempunyai perintang penghad arus ${catalogue.resistorOhms} terbina dalam. Dalam penggunaan biasa, tiada apa-apa yang mengalir melalui kord kecuali pertukaran semula jadi yang sangat kecil antara tubuh anda dengan bumi, yang tidak terjejas dengan ketara oleh perintang itu.

Jika berlaku kerosakan pendawaian yang menyebabkan voltan pada talian bumi, perintang itu akan mengehadkan arus yang boleh sampai kepada anda kepada sebahagian kecil daripada apa yang boleh dibekalkan oleh litar rumah, di samping perlindungan pemutus litar di rumah anda. Prinsipnya sama seperti tali pergelangan tangan antistatik yang dipakai juruteknik elektronik sepanjang hari.`,
    views: 1043,
  },
  {
    id: 'can-i-use-it-during-a-thunderstorm',
    category: 'safety',
    question: 'Perlukah saya mencabut palam semasa ribut petir?',
    answer: `Sebagai langkah berjaga-jaga, ya. Kilat boleh menyebabkan lonjakan seketika pada pendawaian elektrik dan bumi sesebuah bangunan. Perintang dan perlindungan di rumah anda menjadikan risiko ini sangat kecil, tetapi dengan hanya mencabut kord pembumian dari dinding semasa ribut petir, risiko itu hilang sepenuhnya, dan nasihat yang sama terpakai untuk grounding di luar rumah. Cucuk semula selepas ribut berlalu.`,
    views: 512,
  },
  {
    id: 'who-should-check-with-a-doctor',
    category: 'safety',
    question: 'Bolehkah saya grounding jika saya mempunyai masalah kesihatan atau mengambil ubat?',
    answer: `Kebanyakan orang boleh menggunakan produk grounding, tetapi sila berbincang dengan doktor anda terlebih dahulu jika anda mengambil ubat pencair darah (sesetengah kajian mencadangkan grounding mungkin menjejaskan kelikatan darah), mengambil ubat untuk tekanan darah, gula dalam darah atau fungsi tiroid, mempunyai peranti perubatan elektronik yang diimplan seperti perentak jantung, atau sedang hamil.

Grounding ialah amalan kesejahteraan, bukan rawatan perubatan. Produk kami tidak bertujuan untuk mendiagnosis, merawat, menyembuhkan atau mencegah sebarang penyakit, dan tidak menggantikan nasihat atau rawatan daripada profesional penjagaan kesihatan anda.`,
    views: 967,
    supportPrompt: true,
  },
  {
    id: 'can-children-use-grounding-products',
    category: 'safety',
    question: 'Bolehkah kanak-kanak dan haiwan peliharaan menggunakan produk grounding?',
    answer: `Ya. Kanak-kanak boleh tidur di atas cadar grounding atau menggunakan tikar dengan pemasangan yang sama seperti orang dewasa; cuma letakkan kord di tempat yang tidak boleh ditarik atau digigit oleh si kecil, dan semak soket dengan penguji pembumian terlebih dahulu. Jika anak anda mempunyai masalah kesihatan, tanya doktornya sebelum bermula.

Haiwan peliharaan sering memilih untuk berbaring di atas tikar grounding. Itu tidak mengapa, tetapi jauhkan kord daripada haiwan yang suka menggigit.`,
    views: 421,
  },
  {
    id: 'is-the-cord-safe-around-water',
    category: 'safety',
    question: 'Adakah selamat jika cadar basah kerana peluh atau tertumpah minuman?',
    answer: `Ya. Peluh dan sedikit kelembapan adalah perkara biasa, malah dalam cuaca lembap Singapura, ia boleh memperbaik sentuhan dengan kulit anda. Produk itu sendiri tidak membawa kuasa sesalur utama, dan perintang ${catalogue.resistorOhms} pada kord mengehadkan arus dalam apa jua keadaan.

Untuk tumpahan yang lebih banyak, cabut kord dari dinding, tanggalkan klipnya daripada produk, dan biarkan cadar atau tikar kering sepenuhnya (atau basuh mengikut arahan penjagaan) sebelum anda menyambungkannya semula.`,
    views: 389,
  },

  // Usage & Setup
  {
    id: 'how-to-set-up-a-sheet',
    category: 'usage',
    question: 'Bagaimanakah cara memasang cadar grounding saya?',
    answer: `1. Semak soket dinding anda dengan penguji pembumian yang disertakan.
2. Bentangkan cadar di atas katil seperti cadar biasa, dengan bahagian konduktif menghadap ke atas di tempat kulit anda akan menyentuhnya.
3. Pasang kord pada penyambung cadar dengan butang tekan dan cucuk hujung yang satu lagi ke soket.
4. Hidupkan suis soket jika ada (sesentuh bumi berfungsi dalam kedua-dua keadaan, tetapi sesetengah penguji memerlukannya).

Itu sahaja: tidurlah di atasnya dengan sebahagian kulit, seperti kaki, tapak kaki atau lengan anda, menyentuh cadar.`,
    views: 1364,
  },
  {
    id: 'how-to-test-my-outlet',
    category: 'usage',
    question: 'Bagaimanakah cara menyemak sama ada soket saya dibumikan dengan betul?',
    answer: `Cucuk penguji pembumian yang disertakan dengan pesanan anda ke soket yang ingin anda gunakan dan hidupkan suis soket. Lampunya menunjukkan sama ada soket berwayar dengan betul dan mempunyai sambungan bumi yang berfungsi; petunjuk yang dicetak pada penguji menerangkan setiap corak lampu.

Hampir semua rumah di Singapura mempunyai soket tiga pin yang dibumikan, tetapi pendawaian lama dan sesetengah rumah di luar negara mungkin tidak. Jika penguji menunjukkan kerosakan atau tiada pembumian, gunakan soket lain dan minta juruelektrik berlesen memeriksa pendawaiannya.`,
    views: 876,
  },
  {
    id: 'what-if-my-outlet-is-not-earthed',
    category: 'usage',
    question: 'Bagaimana jika rumah saya tiada soket yang dibumikan?',
    answer: `Sesetengah bangunan lama dan banyak rumah di luar Singapura menggunakan soket dua pin tanpa sesentuh bumi. Kord pembumian yang dicucuk ke soket sebegini tidak berfungsi langsung, jadi jangan bergantung padanya.

Alternatif yang biasa ialah rod pembumian yang dicucuk ke dalam tanah di luar tingkap rumah tingkat bawah atau di taman, dengan kord disambungkan kepadanya. Pasukan kami boleh membantu anda menentukan pilihan terbaik untuk rumah anda serta kord atau penyesuai yang anda perlukan.`,
    views: 455,
    supportPrompt: true,
  },
  {
    id: 'how-do-i-know-its-working',
    category: 'usage',
    question: 'Bagaimana saya tahu ia berfungsi?',
    answer: `Ada dua semakan mudah. Pertama, penguji pembumian yang disertakan dengan setiap pembelian memastikan soket anda mempunyai pembumian yang berfungsi. Kedua, penguji kekonduksian (atau mana-mana multimeter yang ditetapkan pada mod keterusan) memastikan cadar atau tikar itu konduktif: sentuhkan satu prob pada permukaan produk dan satu lagi pada penyambung kord.

Ramai orang juga menggunakan meter voltan badan, yang biasanya menunjukkan bacaan yang jauh lebih rendah apabila anda menyentuh produk yang dibumikan. Perasaan anda ialah ukuran yang satu lagi: kebanyakan pelanggan merasai perubahan pada tidur atau tenaga dalam masa ${claims.resultsWindow}.`,
    views: 2266,
  },
  {
    id: 'how-long-should-i-ground',
    category: 'usage',
    question: 'Berapa lama saya patut grounding setiap hari?',
    answer: `Lebih lama lebih baik, sebab itulah tidur dalam keadaan dibumikan sangat berkesan: cadar memberi anda ${ms(catalogue.sheetUseHours)} grounding setiap malam tanpa sebarang usaha.

Dengan tikar, mulakan dengan 30 hingga 60 minit sehari, contohnya dengan kaki anda di atasnya di bawah meja, dan tambahkan secara beransur-ansur. Tiada had maksimum bagi orang dewasa yang sihat.`,
    views: 1201,
  },
  {
    id: 'do-i-need-skin-contact',
    category: 'usage',
    question: 'Perlukah kulit saya bersentuhan secara langsung?',
    answer: `Ya, kulit yang menyentuh permukaan konduktif memberikan sambungan terbaik. Kawasannya tidak perlu besar: kaki, tapak kaki, tangan atau lengan anda sudah memadai.

Kapas nipis yang sedikit lembap (contohnya baju tidur nipis pada malam yang lembap) mengalirkan sedikit arus, tetapi fabrik tebal atau sintetik, pelindung tilam di atas cadar, atau stoking di atas tikar akan menyekat kebanyakan sambungan.`,
    views: 643,
  },
  {
    id: 'can-i-use-it-overseas',
    category: 'usage',
    question: 'Bolehkah saya menggunakan produk grounding di luar negara atau semasa melancong?',
    answer: `Ya. Kord kami didatangkan dengan palam tiga pin Singapura, dan penyesuai palam untuk jenis soket lain boleh didapati dalam rangkaian Aksesori kami. Hanya sesentuh bumi yang penting, jadi pastikan penyesuai yang anda gunakan menyalurkan pin bumi (banyak penyesuai pelancongan murah tidak berbuat demikian), dan semak soket dengan penguji pembumian anda sebaik tiba.

Cadar boleh dilipat kecil dan tikar digulung longgar (jangan sekali-kali lipat tikar), jadi kedua-duanya mudah dibawa dalam beg pakaian.`,
    views: 298,
  },

  // Practical Everyday Questions
  {
    id: 'how-to-wash-a-grounding-sheet',
    category: 'everyday',
    question: 'Bagaimanakah cara membasuh cadar grounding saya?',
    answer: `Basuh setiap satu hingga dua minggu, di dalam beg dobi, pada kitaran lembut air sejuk (paling tinggi 30°C) dengan detergen cecair yang lembut. Sidai hingga kering di tempat teduh; jangan sekali-kali keringkan dalam mesin pengering.

Elakkan peluntur, pelembut fabrik dan detergen yang mengandungi pemutih atau pelembut: bahan ini menyalut atau merosakkan gentian konduktif. Losyen dan minyak badan juga terkumpul pada permukaan, jadi mandilah sebelum tidur atau basuh cadar lebih kerap jika anda menggunakannya.`,
    views: 1789,
  },
  {
    id: 'how-to-clean-a-grounding-mat',
    category: 'everyday',
    question: 'Bagaimanakah cara membersihkan tikar grounding saya?',
    answer: `Cabut kord, kemudian lap tikar dengan kain lembap dan sedikit air sabun yang lembut, dan biarkan kering sendiri sebelum disambungkan semula. Jangan gunakan alkohol, peluntur atau bahan pencuci yang keras, dan jangan rendam tikar atau memasukkannya ke dalam mesin basuh.`,
    views: 532,
  },
  {
    id: 'how-long-do-products-last',
    category: 'everyday',
    question: 'Berapa lama produk grounding tahan?',
    answer: `Dengan penggunaan biasa dan penjagaan yang disyorkan, cadar tahan ${ms(catalogue.productLife.sheets)} dan tikar tahan ${ms(catalogue.productLife.mats)}. Membasuh dengan pelembut atau peluntur, dan losyen yang terkumpul, memendekkan tempoh itu; basuhan yang lembut memanjangkannya.

Semak kekonduksian produk anda setiap beberapa bulan dengan penguji kekonduksian atau multimeter. Apabila produk tidak lagi konduktif di seluruh permukaannya, tiba masanya untuk menggantikannya.`,
    views: 845,
  },
  {
    id: 'my-sheet-stopped-conducting',
    category: 'everyday',
    question: 'Cadar atau tikar saya seolah-olah tidak lagi konduktif. Apa yang patut saya lakukan?',
    answer: `Mula-mula, tolak kemungkinan punca yang mudah: semak soket dengan penguji pembumian anda, pastikan kord dipasang kemas pada penyambung, dan uji kord itu sendiri dengan multimeter. Sisa losyen atau pelembut ialah punca yang paling biasa selepas itu; basuhan dengan detergen lembut biasa selalunya memulihkan kekonduksian.

Jika masih tidak konduktif, hubungi kami. Kerosakan pembuatan dilindungi oleh waranti ${returns.warrantyMonths} bulan kami, dan kami berusaha menyelesaikan tuntutan waranti dalam masa ${returns.warrantyResolutionHours} jam.`,
    views: 376,
    supportPrompt: true,
  },
  {
    id: 'which-size-should-i-order',
    category: 'orders',
    question: 'Saiz mana yang patut saya pesan?',
    answer: `Pilih cadar mengikut tilam anda: Single muat tilam sehingga 107 x 190 cm, Queen sehingga 152 x 203 cm dan King sehingga 183 x 203 cm. Poket cadar getah sesuai untuk tilam setebal 20 hingga 35 cm; jika ada topper, ukur kedua-duanya bersama.

Bagi tikar, tikar terapi Sederhana (60 x 90 cm) sesuai untuk lantai di bawah meja dan yang Besar (90 x 180 cm) untuk sofa atau sepanjang kaki anda di atas katil. Panduan saiz di setiap halaman cadar dan tikar menyenaraikan setiap saiz, dan pasukan kami sedia membantu jika anda berada di antara dua saiz.`,
    views: 1171,
  },
  {
    id: 'what-does-the-warranty-cover',
    category: 'orders',
    question: 'Apakah yang dilindungi oleh waranti?',
    answer: `Setiap produk dilengkapi waranti pembuatan ${returns.warrantyMonths} bulan dari tarikh pembelian. Waranti ini melindungi kecacatan bahan dan mutu kerja, seperti penyambung yang rosak atau gentian konduktif yang berhenti mengalirkan arus dalam penggunaan dan penjagaan biasa. Waranti tidak melindungi kehausan biasa, kerosakan akibat salah guna, atau kerosakan akibat peluntur, pelembut atau bahan pencuci yang keras.

Untuk membuat tuntutan, hubungi kami dengan nombor pesanan anda, penerangan ringkas dan foto atau video masalah itu. Kami berusaha menyelesaikan tuntutan waranti dalam masa ${returns.warrantyResolutionHours} jam dan membayar kos penghantaran bagi tuntutan yang disahkan.`,
    views: 601,
  },
  {
    id: 'what-is-your-return-policy',
    category: 'orders',
    question: 'Apakah dasar pemulangan anda?',
    answer: `Anda boleh memulangkan item yang belum dibuka dalam masa ${returns.unopenedDays} hari selepas penghantaran. Item yang rosak semasa penghantaran mesti dilaporkan dalam masa ${returns.transitDamageDays} hari selepas diterima, dan kami akan menggantikannya atau membuat bayaran balik. Hubungi kami dahulu untuk mendapatkan kebenaran pemulangan, yang kami semak dalam masa ${ms(returns.authorizationReview)}.

Sebaik sahaja item sampai kepada kami, pemeriksaan mengambil masa ${ms(returns.inspection)} dan bayaran balik dikreditkan ke kaedah pembayaran asal anda dalam masa ${ms(returns.refund)}. Jika anda berubah fikiran, anda menanggung kos penghantaran pemulangan (kira-kira ${money(returns.changeOfMindReturnCost)}); kami menanggungnya bagi item yang rosak, salah atau cacat dan bagi tuntutan waranti. Butiran penuh ada di halaman Dasar Pemulangan kami.`,
    views: 998,
  },
  {
    id: 'how-much-is-shipping',
    category: 'orders',
    question: 'Berapakah kos penghantaran dan berapa cepat penghantaran di Singapura?',
    answer: `Penghantaran di Singapura dikenakan kadar rata ${money(shipping.domesticFlatRate)}, dan percuma untuk pesanan ${money(shipping.domesticFreeThreshold)} ke atas. Kami memproses pesanan dalam ${ms(shipping.processingDays)}; pesanan yang dibuat sebelum ${ms(shipping.cutoff)} pada hari bekerja diproses pada hari yang sama. Penghantaran kemudiannya mengambil masa ${ms(shipping.domesticDelivery)}, dan anda akan menerima nombor penjejakan melalui e-mel sebaik sahaja bungkusan anda dihantar.

Anda boleh membatalkan pesanan untuk bayaran balik penuh dalam masa ${shipping.cancellationHours} jam, selagi pesanan belum dihantar.`,
    views: 1562,
  },
  {
    id: 'do-you-ship-internationally',
    category: 'orders',
    question: 'Adakah anda menghantar ke luar negara?',
    answer: `Ya, ke seluruh dunia. Penghantaran antarabangsa mengambil masa ${ms(shipping.internationalDelivery)}, dan kosnya dikira semasa daftar keluar. Pesanan ${money(shipping.internationalFreeThreshold)} ke atas dihantar percuma ke ${list(shipping.internationalFreeCountries.map(country))}.

Duti import dan cukai bergantung pada peraturan negara anda dan dibayar oleh penerima jika dikenakan. Dasar Penghantaran kami menyenaraikan anggaran penghantaran mengikut rantau dan had bebas duti yang biasa.`,
    views: 717,
  },
  {
    id: 'does-it-use-electricity',
    category: 'everyday',
    question: 'Adakah grounding menggunakan elektrik atau menaikkan bil elektrik saya?',
    answer: `Tidak. Kord pembumian hanya disambungkan ke sesentuh bumi soket anda, yang tidak membawa kuasa dalam rumah yang berwayar dengan betul. Produk tidak menarik apa-apa daripada bekalan sesalur utama, jadi tiada kos untuk menggunakannya dan suis soket tidak perlu dihidupkan (walaupun penguji pembumian memerlukan kuasa untuk menyalakan lampunya).`,
    views: 466,
  },
  {
    id: 'can-two-people-share-a-sheet',
    category: 'everyday',
    question: 'Bolehkah dua orang berkongsi satu cadar grounding?',
    answer: `Ya. Sesiapa sahaja yang kulitnya menyentuh permukaan konduktif akan dibumikan, jadi pasangan boleh berkongsi cadar di atas katil yang sama. Untuk katil king atau super king, pastikan kawasan konduktif sampai ke kedua-dua belah; jika tidak, pilih saiz cadar yang meliputi seluruh tilam.`,
    views: 347,
  },

  // Health Benefits & Science
  {
    id: 'how-long-before-results',
    category: 'health',
    question: 'Berapa lama sebelum saya merasai hasilnya?',
    answer: `Kebanyakan pelanggan merasai perubahan dalam masa ${claims.resultsWindow} selepas grounding secara berkala. Tidur biasanya perkara pertama yang disebut, seperti lebih mudah terlelap atau kurang kerap terjaga, diikuti dengan rasa lebih segar dan tenaga yang lebih stabil.

Setiap orang berbeza, dan konsistensi lebih penting daripada segala-galanya: grounding setiap malam memberi anda peluang terbaik untuk merasai perbezaannya.`,
    views: 2638,
  },
  {
    id: 'how-does-grounding-help-sleep',
    category: 'health',
    question: 'Bagaimanakah grounding mungkin membantu tidur?',
    answer: `Dalam satu kajian rintis pada tahun 2004, mereka yang tidur dalam keadaan dibumikan selama lapan minggu melaporkan lebih cepat terlelap dan kurang kerap terjaga, dan kortisol waktu malam mereka (sejenis hormon tekanan) mengikut ritma harian yang lebih teratur. Penyelidik berpendapat grounding mungkin menyokong keadaan sistem saraf yang lebih tenang pada waktu malam.

Kajian-kajian ini berskala kecil, dan hasilnya berbeza antara individu, tetapi tidur yang lebih lena ialah manfaat yang paling kerap dilaporkan oleh pelanggan kami.`,
    views: 1433,
  },
  {
    id: 'can-grounding-help-with-pain',
    category: 'health',
    question: 'Bolehkah grounding membantu dalam hal sakit-sakit badan, kesakitan dan pemulihan?',
    answer: `Beberapa kajian kecil telah meneliti grounding dan kesakitan otot selepas bersenam, dan satu ulasan kajian pada tahun 2015 menerangkan perubahan pada penanda keradangan dalam kalangan peserta yang dibumikan. Ramai pelanggan, termasuk mereka yang aktif, memberitahu kami bahawa badan mereka kurang kaku dan pemulihan terasa lebih selesa.

Grounding ialah amalan kesejahteraan, bukan rawatan perubatan. Ia tidak bertujuan untuk mendiagnosis, merawat, menyembuhkan atau mencegah sebarang penyakit, jadi untuk kesakitan yang berterusan atau teruk, sila berjumpa doktor anda.`,
    views: 1098,
  },
  {
    id: 'what-does-the-research-say',
    category: 'health',
    question: 'Apakah sebenarnya kata kajian?',
    answer: `Terdapat ${claims.studiesLong} tentang grounding. Dapatan yang berulang kali muncul termasuk tidur yang lebih baik seperti yang dilaporkan sendiri, ritma kortisol yang lebih teratur, kelikatan darah yang lebih rendah dalam satu kajian kecil pada tahun 2013, perubahan pada penanda keradangan, dan perubahan pada kebolehubahan kadar denyutan jantung yang dikaitkan dengan relaksasi.

Kebanyakan kajian berskala kecil dan sesetengahnya tidak dijalankan secara buta, jadi penyelidikan ini menjanjikan tetapi masih di peringkat awal. Kami pautkan kertas kajian utama di halaman Tentang Grounding kami supaya anda boleh membacanya dan menilai sendiri.`,
    views: 823,
  },
  {
    id: 'feeling-different-at-first',
    category: 'health',
    question: 'Adakah normal untuk berasa berbeza pada beberapa hari pertama?',
    answer: `Sesetengah orang merasai kesan ringan pada malam-malam pertama, seperti rasa hangat atau kesemutan, mimpi yang lebih jelas, atau berasa lebih letih daripada biasa selama sehari dua. Kesan ini biasanya reda dalam masa seminggu.

Jika terasa tidak selesa, lakukan grounding untuk sesi yang lebih singkat dan tambahkan secara beransur-ansur. Jika anda mempunyai sebarang kebimbangan, atau masalah kesihatan, dapatkan nasihat doktor anda.`,
    views: 574,
  },
  {
    id: 'can-grounding-replace-medical-treatment',
    category: 'health',
    question: 'Bolehkah grounding menggantikan ubat atau rawatan perubatan saya?',
    answer: `Tidak. Grounding ialah amalan kesejahteraan yang digemari ramai sebagai pelengkap rutin yang sihat, tetapi ia bukan rawatan perubatan. Produk kami tidak bertujuan untuk mendiagnosis, merawat, menyembuhkan atau mencegah sebarang penyakit. Jangan sekali-kali menghentikan atau mengubah ubat atau rawatan tanpa berbincang dengan doktor anda, dan maklumkan kepada doktor anda bahawa anda melakukan grounding, terutamanya jika anda mengambil ubat pencair darah.`,
    views: 402,
  },
]

export const faqCopy: Translation<typeof en.faqCopy> = {
  searchLabel: 'Cari dalam FAQ',
  searchPlaceholder: 'Cari dalam FAQ…',
  searchSubmit: 'Cari',
  resultCount: message<{ count: number; query: string }>(
    '{count, plural, =0 {Tiada soalan yang sepadan dengan “{query}”} other {# soalan sepadan dengan “{query}”}}',
  ),
  noResultsTitle: 'Tiada hasil ditemui',
  noResultsBody: message<{ query: string }>('Kami tidak menemui jawapan yang sepadan dengan “{query}”. Cuba perkataan lain, atau tanya pasukan kami.'),
  clearSearch: 'Kosongkan carian',
  askDirectly: 'Tanya kami terus',
  popularTitle: 'Soalan Paling Popular Minggu Ini',
  views: message<{ count: number }>('{count, plural, other {# paparan}}'),
  categoriesLabel: 'Lihat mengikut kategori',
  questionCount: message<{ count: number }>('{count, plural, other {# soalan}}'),
  helpfulPrompt: 'Adakah ini membantu?',
  yes: 'Ya',
  no: 'Tidak',
  supportPrompt: 'Perlukan bantuan tentang perkara ini? Pasukan sokongan kami boleh membimbing anda.',
  supportLink: 'Hubungi sokongan',
  stillTitle: 'Masih ada soalan?',
  stillBody: `Pasukan kami sedia membantu. E-mel ${contact.email} atau hubungi ${contact.phone} (${ms(contact.phoneHours)}). Kami membalas dalam masa ${ms(contact.responseTime)}.`,
  stillLink: 'Hubungi kami',
}
