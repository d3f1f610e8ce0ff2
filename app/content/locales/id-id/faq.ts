import { catalogue, contact, returns, shipping } from '#shared/shop'
import type * as en from '../../faq'
import type { Translation } from '../translation'
import { message } from '#shared/message'
import { claims } from './claims'

export type { FaqCategory, FaqCategoryId, FaqColour, FaqIconName, FaqQuestion, FaqQuestionShown } from '../../faq'
export { popularQuestionCount } from '../../faq'

/** The shop's durations, hours and times in Indonesian words: `1–3 hari kerja`, `24–48 jam`, `14.00 SGT`. */
const units = (s: string) =>
  s
    .replace(/(\d)-(\d)/g, '$1–$2')
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/years?/, 'tahun')
    .replace(/weeks?/, 'minggu')
    .replace(/days?/, 'hari')
const dayNames: Record<string, string> = { Mon: 'Senin', Tue: 'Selasa', Wed: 'Rabu', Thu: 'Kamis', Fri: 'Jumat', Sat: 'Sabtu', Sun: 'Minggu' }
const clock = (hour: string, half: string) => `${String((Number(hour) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0)).padStart(2, '0')}`
const hours = (s: string) =>
  s
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)-(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/, (_, a: string, b: string) => `${dayNames[a]}–${dayNames[b]},`)
    .replace(/(\d{1,2})(am|pm)-(\d{1,2})(am|pm)/, (_, h1: string, m1: string, h2: string, m2: string) => `${clock(h1, m1)}.00–${clock(h2, m2)}.00`)
const time = (s: string) => s.replace(/(\d{1,2}):(\d\d) ?(AM|PM)/i, (_, h: string, m: string, half: string) => `${clock(h, half)}.${m}`)
const countryNames: Record<string, string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Serikat',
}
/** As English quotes an amount (Singapore dollars). */
const money = (amount: number) => `$${amount}`
/** `a, b, dan c`. */
const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')}${items.length > 2 ? ',' : ''} dan ${items.at(-1)}`
const life = { sheets: units(catalogue.productLife.sheets), mats: units(catalogue.productLife.mats) }

export const faqCategories: Translation<typeof en.faqCategories> = [
  {
    id: 'basics',
    title: 'Dasar-Dasar Grounding',
    description: 'Apa itu grounding, cara kerjanya, dan apa yang Anda dapatkan.',
    icon: 'Sprout',
    colour: 'emerald',
  },
  {
    id: 'safety',
    title: 'Keamanan & Keandalan',
    description: 'Keamanan listrik, resistor pembatas arus, dan siapa yang perlu berkonsultasi dengan dokter terlebih dahulu.',
    icon: 'ShieldCheck',
    colour: 'sky',
  },
  {
    id: 'usage',
    title: 'Pemakaian & Pemasangan',
    description: 'Memasang, menguji stopkontak, dan mendapatkan hasil terbaik dari setiap sesi.',
    icon: 'Wrench',
    colour: 'amber',
  },
  {
    id: 'everyday',
    title: 'Pertanyaan Praktis Sehari-hari',
    description: 'Mencuci, membersihkan, masa pakai, dan berbagi pemakaian.',
    icon: 'House',
    colour: 'violet',
  },
  {
    id: 'orders',
    title: 'Ukuran, Pesanan & Pengiriman',
    description: 'Memilih ukuran, pengiriman, pengembalian, dan garansi.',
    icon: 'Truck',
    colour: 'teal',
  },
  {
    id: 'health',
    title: 'Manfaat Kesehatan & Sains',
    description: 'Apa saja yang telah diteliti, dan apa yang bisa Anda harapkan.',
    icon: 'HeartPulse',
    colour: 'rose',
  },
]

export const faqQuestions: Translation<typeof en.faqQuestions> = [
  // Basics of Grounding
  {
    id: 'what-is-grounding',
    category: 'basics',
    question: 'Apa itu grounding (earthing)?',
    answer: `Grounding, yang juga disebut earthing, berarti membuat tubuh Anda bersentuhan langsung dengan permukaan bumi, seperti saat Anda berjalan tanpa alas kaki di rumput, pasir, atau tanah. Bumi membawa muatan negatif alami yang lemah, dan kontak kulit membuat tubuh Anda menyesuaikan diri ke potensial listrik yang sama.

Sebagian besar dari kita menghabiskan hari dengan bersepatu dan di dalam ruangan, sehingga jarang menyentuh tanah. Seprai dan alas kami membawa kontak tersebut ke dalam ruangan: keduanya ditenun dengan serat konduktif dan terhubung, melalui kabel, ke kabel arde stopkontak yang terpasang arde dengan benar.`,
    views: 1486,
  },
  {
    id: 'how-does-grounding-work',
    category: 'basics',
    question: 'Bagaimana cara kerja seprai dan alas grounding?',
    answer: `Setiap seprai atau alas memiliki serat konduktif di dalamnya. Kabel grounding dijepitkan ke produk dan dicolokkan ke kontak arde stopkontak, yang tersambung ke batang arde yang ditanam di tanah di luar bangunan Anda. Saat kulit Anda menyentuh produk, Anda terhubung ke bumi, sama seperti saat berdiri tanpa alas kaki di luar.

Kabel hanya menggunakan sambungan arde stopkontak. Kabel tidak pernah tersambung ke jalur fase atau netral, sehingga tidak ada listrik rumah yang mengalir ke produk dan produk tidak memakai daya.`,
    views: 1127,
  },
  {
    id: 'is-grounding-scientifically-proven',
    category: 'basics',
    question: 'Apakah grounding terbukti secara ilmiah?',
    answer: `Grounding telah diteliti selama lebih dari dua dekade, dan ada ${claims.studiesLong} tentang efeknya pada tidur, stres, pemulihan, sirkulasi darah, dan penanda peradangan. Banyak dari studi tersebut berskala kecil, dan para peneliti sepakat bahwa uji yang lebih besar masih diperlukan, jadi kami menyebut temuannya menjanjikan, bukan sudah pasti.

Anda dapat membaca ringkasan studi-studi utama, beserta tautan ke makalah aslinya, di halaman Tentang Grounding kami.`,
    views: 2394,
  },
  {
    id: 'indoor-vs-outdoor-grounding',
    category: 'basics',
    question: 'Kenapa tidak berjalan tanpa alas kaki di luar saja?',
    answer: `Berjalan tanpa alas kaki di rumput, pasir, atau tanah basah adalah cara grounding yang bagus dan gratis, dan kami menganjurkannya. Kendalanya adalah waktu: untuk grounding berjam-jam, Anda harus tetap berada di luar, sementara beton, keramik, kayu, sol karet, dan tinggal di gedung bertingkat semuanya memutus sambungan itu.

Produk dalam ruangan membuat Anda tetap ter-grounding saat tidur (${units(catalogue.sheetUseHours)} semalam di atas seprai) atau bekerja di meja, jauh lebih lama daripada waktu yang dapat dihabiskan kebanyakan orang tanpa alas kaki di luar.`,
    views: 734,
  },
  {
    id: 'which-product-should-i-choose',
    category: 'basics',
    question: 'Produk mana yang sebaiknya saya pilih?',
    answer: `Pilih berdasarkan tempat Anda paling banyak menghabiskan waktu:

Seprai paling cocok untuk tidur, karena membuat Anda ter-grounding semalaman tanpa usaha. Alas cocok untuk bekerja di meja, membaca, atau menonton TV: letakkan telapak kaki, tangan, atau lengan bawah Anda di atasnya. Paket pemula menggabungkan beberapa produk untuk seluruh rumah, misalnya seprai untuk kamar tidur dan alas untuk meja kerja.

Jika masih ragu, mulailah dengan seprai; tidur adalah hal pertama yang paling sering dirasakan berbeda oleh pelanggan.`,
    views: 1912,
  },
  {
    id: 'whats-in-the-box',
    category: 'basics',
    question: 'Apa saja yang saya terima dalam pesanan?',
    answer: `Setiap seprai, alas, dan paket dilengkapi kabel grounding dengan resistor pembatas arus ${catalogue.resistorOhms} terpasang, serta petunjuk pemasangan yang sederhana. ${claims.groundTester}, sehingga Anda dapat memastikan stopkontak terpasang arde dengan benar sebelum mulai.

Kabel pengganti, adaptor steker untuk negara lain, dan penguji konduktivitas juga dijual terpisah di kategori Aksesori kami.`,
    views: 688,
  },

  // Safety & Reliability
  {
    id: 'is-grounding-safe',
    category: 'safety',
    question: 'Apakah grounding aman?',
    answer: `Ya, jika dipasang dengan benar. Kabel hanya tersambung ke kontak arde stopkontak Anda, bukan ke jalur fase atau netral, sehingga produk tidak dialiri listrik rumah. Setiap kabel juga dilengkapi resistor pembatas arus ${catalogue.resistorOhms} sebagai lapisan perlindungan tambahan.

Sebelum pemakaian pertama, periksa stopkontak Anda dengan penguji arde yang disertakan di setiap pembelian. Jika penguji tidak menunjukkan sambungan arde yang benar, jangan gunakan stopkontak tersebut, dan mintalah teknisi listrik untuk memeriksa instalasinya.`,
    views: 2871,
  },
  {
    id: 'what-is-the-resistor-for',
    category: 'safety',
    question: `Apa fungsi resistor ${catalogue.resistorOhms} pada kabel?`,
    answer: `Setiap kabel grounding yang kami jual dilengkapi resistor pembatas arus ${catalogue.resistorOhms}. Dalam pemakaian normal, tidak ada yang mengalir melalui kabel selain pertukaran alami yang sangat kecil antara tubuh Anda dan bumi, yang tidak terpengaruh secara berarti oleh resistor.

Jika suatu saat gangguan instalasi menimbulkan tegangan pada jalur arde, resistor akan membatasi arus yang dapat mencapai Anda hingga sebagian sangat kecil dari yang dapat dialirkan sirkuit rumah tangga, di samping perlindungan MCB di rumah Anda. Prinsipnya sama dengan gelang antistatis yang dipakai teknisi elektronik sepanjang hari.`,
    views: 1043,
  },
  {
    id: 'can-i-use-it-during-a-thunderstorm',
    category: 'safety',
    question: 'Apakah saya perlu mencabut kabel saat badai petir?',
    answer: `Sebagai tindakan pencegahan, ya. Petir dapat menimbulkan lonjakan singkat pada instalasi listrik dan arde bangunan. Resistor dan perlindungan di rumah Anda membuat risikonya sangat kecil, tetapi cukup cabut kabel grounding dari stopkontak saat badai petir untuk menghilangkannya sama sekali, dan saran yang sama berlaku untuk grounding di luar ruangan. Colokkan kembali setelah badai berlalu.`,
    views: 512,
  },
  {
    id: 'who-should-check-with-a-doctor',
    category: 'safety',
    question: 'Bolehkah saya melakukan grounding jika memiliki kondisi medis atau sedang minum obat?',
    answer: `Sebagian besar orang dapat menggunakan produk grounding, tetapi konsultasikan dengan dokter Anda terlebih dahulu jika Anda mengonsumsi obat pengencer darah (beberapa studi menunjukkan grounding dapat memengaruhi kekentalan darah), mengonsumsi obat untuk tekanan darah, gula darah, atau fungsi tiroid, memiliki alat medis elektronik yang ditanam di tubuh seperti alat pacu jantung, atau sedang hamil.

Grounding adalah praktik kebugaran, bukan perawatan medis. Produk kami tidak dimaksudkan untuk mendiagnosis, mengobati, menyembuhkan, atau mencegah penyakit apa pun, dan tidak menggantikan saran atau pengobatan dari tenaga kesehatan Anda.`,
    views: 967,
    supportPrompt: true,
  },
  {
    id: 'can-children-use-grounding-products',
    category: 'safety',
    question: 'Apakah anak-anak dan hewan peliharaan boleh menggunakan produk grounding?',
    answer: `Ya. Anak-anak dapat tidur di atas seprai grounding atau memakai alas dengan pemasangan yang sama seperti orang dewasa; cukup atur jalur kabel agar tidak bisa ditarik atau digigit si kecil, dan periksa stopkontak dengan penguji arde terlebih dahulu. Jika anak Anda memiliki kondisi medis, tanyakan kepada dokternya sebelum mulai.

Hewan peliharaan sering memilih berbaring di atas alas grounding. Itu tidak masalah, tetapi jauhkan kabel dari jangkauan hewan yang suka menggigit.`,
    views: 421,
  },
  {
    id: 'is-the-cord-safe-around-water',
    category: 'safety',
    question: 'Apakah aman jika seprai basah oleh keringat atau tersiram minuman?',
    answer: `Ya. Keringat dan sedikit kelembapan itu normal, dan di udara lembap seperti di Singapura justru dapat memperbaiki kontak dengan kulit Anda. Produknya sendiri tidak dialiri listrik rumah, dan resistor ${catalogue.resistorOhms} pada kabel tetap membatasi arus.

Jika tumpahannya banyak, cabut kabel dari stopkontak, lepaskan dari produk, dan biarkan seprai atau alas kering sepenuhnya (atau cuci sesuai petunjuk perawatan) sebelum menyambungkannya kembali.`,
    views: 389,
  },

  // Usage & Setup
  {
    id: 'how-to-set-up-a-sheet',
    category: 'usage',
    question: 'Bagaimana cara memasang seprai grounding saya?',
    answer: `1. Periksa stopkontak Anda dengan penguji arde yang disertakan.
2. Pasang seprai di tempat tidur seperti seprai biasa, dengan sisi konduktif menghadap ke atas agar tersentuh kulit Anda.
3. Pasang kabel ke konektor jepret seprai dan colokkan ujung lainnya ke stopkontak.
4. Nyalakan sakelar stopkontak jika ada (kontak arde tetap berfungsi, tetapi beberapa penguji memerlukannya).

Selesai: tidurlah di atasnya dengan sebagian kulit, misalnya kaki, telapak kaki, atau lengan, menyentuh seprai.`,
    views: 1364,
  },
  {
    id: 'how-to-test-my-outlet',
    category: 'usage',
    question: 'Bagaimana cara memastikan stopkontak saya terpasang arde dengan benar?',
    answer: `Colokkan penguji arde yang disertakan dalam pesanan Anda ke stopkontak yang akan dipakai, lalu nyalakan sakelarnya. Lampu penguji menunjukkan apakah instalasi stopkontak benar dan sambungan ardenya berfungsi; keterangan yang tercetak pada penguji menjelaskan arti setiap pola.

Hampir semua rumah di Singapura memiliki stopkontak tiga pin yang terpasang arde, tetapi instalasi lama dan sebagian rumah di luar negeri mungkin tidak. Jika penguji menunjukkan gangguan atau tidak ada arde, gunakan stopkontak lain dan mintalah teknisi listrik bersertifikat memeriksa instalasinya.`,
    views: 876,
  },
  {
    id: 'what-if-my-outlet-is-not-earthed',
    category: 'usage',
    question: 'Bagaimana jika rumah saya tidak memiliki stopkontak yang terpasang arde?',
    answer: `Sebagian bangunan lama dan banyak rumah di luar Singapura memakai stopkontak dua pin tanpa kontak arde. Kabel grounding yang dicolokkan ke stopkontak seperti itu tidak berfungsi, jadi jangan mengandalkannya.

Alternatif yang umum adalah batang arde yang ditancapkan ke tanah di luar jendela lantai dasar atau di taman, dengan kabel yang ditarik ke sana. Tim kami dapat membantu mencari pilihan terbaik untuk rumah Anda serta kabel atau adaptor yang Anda perlukan.`,
    views: 455,
    supportPrompt: true,
  },
  {
    id: 'how-do-i-know-its-working',
    category: 'usage',
    question: 'Bagaimana saya tahu produknya bekerja?',
    answer: `Ada dua pemeriksaan sederhana. Pertama, penguji arde yang disertakan di setiap pembelian memastikan stopkontak Anda memiliki arde yang berfungsi. Kedua, penguji konduktivitas (atau multimeter apa pun yang diatur ke mode kontinuitas) memastikan seprai atau alas menghantarkan listrik: sentuhkan satu probe ke permukaan produk dan probe lainnya ke konektor kabel.

Banyak orang juga memakai alat ukur tegangan tubuh, yang biasanya menunjukkan angka jauh lebih rendah saat Anda menyentuh produk yang ter-grounding. Yang Anda rasakan adalah ukuran lainnya: sebagian besar pelanggan merasakan perubahan pada tidur atau energi dalam ${claims.resultsWindow}.`,
    views: 2266,
  },
  {
    id: 'how-long-should-i-ground',
    category: 'usage',
    question: 'Berapa lama sebaiknya saya grounding setiap hari?',
    answer: `Makin lama makin baik, itulah sebabnya tidur ter-grounding sangat efektif: seprai memberi Anda ${units(catalogue.sheetUseHours)} grounding setiap malam tanpa usaha.

Dengan alas, mulailah 30 sampai 60 menit sehari, misalnya dengan telapak kaki telanjang di atasnya di bawah meja kerja, lalu tingkatkan secara bertahap. Tidak ada batas atas untuk orang dewasa yang sehat.`,
    views: 1201,
  },
  {
    id: 'do-i-need-skin-contact',
    category: 'usage',
    question: 'Apakah saya perlu kontak kulit secara langsung?',
    answer: `Ya, kulit yang menyentuh permukaan konduktif secara langsung memberi sambungan terbaik. Areanya tidak perlu luas: telapak kaki, kaki, tangan, atau lengan bawah sudah cukup.

Katun tipis yang sedikit lembap (misalnya piama tipis di malam yang gerah) masih sedikit menghantarkan, tetapi kain tebal atau sintetis, pelindung kasur di atas seprai, atau kaus kaki di atas alas akan menghalangi sebagian besar sambungan.`,
    views: 643,
  },
  {
    id: 'can-i-use-it-overseas',
    category: 'usage',
    question: 'Bisakah saya memakai produk grounding di luar negeri atau saat bepergian?',
    answer: `Bisa. Kabel kami dilengkapi steker tiga pin Singapura, dan adaptor steker untuk jenis stopkontak lain tersedia di kategori Aksesori kami. Hanya kontak arde yang penting, jadi pastikan adaptor yang Anda pakai meneruskan pin arde (banyak adaptor perjalanan murah tidak), dan periksa stopkontak dengan penguji arde setibanya di tujuan.

Seprai dapat dilipat kecil dan alas cukup digulung longgar (jangan pernah melipat alas), sehingga keduanya mudah dibawa di dalam koper.`,
    views: 298,
  },

  // Practical Everyday Questions
  {
    id: 'how-to-wash-a-grounding-sheet',
    category: 'everyday',
    question: 'Bagaimana cara mencuci seprai grounding saya?',
    answer: `Cuci setiap satu sampai dua minggu, di dalam kantong cucian, dengan siklus lembut air dingin (maksimal 30 °C) dan deterjen cair yang lembut. Jemur dengan diangin-anginkan di tempat teduh; jangan pernah mengeringkannya dengan mesin pengering.

Hindari pemutih, pelembut pakaian, dan deterjen yang mengandung pemutih optik atau pelembut: semuanya melapisi atau merusak serat konduktif. Losion dan minyak tubuh juga menumpuk di permukaan, jadi mandilah sebelum tidur atau cuci seprai lebih sering jika Anda memakainya.`,
    views: 1789,
  },
  {
    id: 'how-to-clean-a-grounding-mat',
    category: 'everyday',
    question: 'Bagaimana cara membersihkan alas grounding saya?',
    answer: `Cabut kabel, lalu lap alas dengan kain lembap dan sedikit air sabun lembut, dan biarkan kering sendiri sebelum disambungkan kembali. Jangan gunakan alkohol, pemutih, atau pembersih keras lainnya, dan jangan merendam alas atau memasukkannya ke mesin cuci.`,
    views: 532,
  },
  {
    id: 'how-long-do-products-last',
    category: 'everyday',
    question: 'Berapa lama produk grounding bertahan?',
    answer: `Dengan pemakaian normal dan perawatan yang dianjurkan, seprai bertahan ${life.sheets} dan alas bertahan ${life.mats}. Mencuci dengan pelembut atau pemutih, serta penumpukan losion, memperpendek masa pakainya; pencucian yang lembut memperpanjangnya.

Periksa konduktivitas produk Anda setiap beberapa bulan dengan penguji konduktivitas atau multimeter. Jika permukaannya sudah tidak menghantarkan, saatnya menggantinya.`,
    views: 845,
  },
  {
    id: 'my-sheet-stopped-conducting',
    category: 'everyday',
    question: 'Seprai atau alas saya sepertinya tidak lagi menghantarkan. Apa yang harus saya lakukan?',
    answer: `Pertama, singkirkan penyebab sederhana: periksa stopkontak dengan penguji arde, pastikan kabel terpasang kuat pada konektornya, dan uji kabelnya sendiri dengan multimeter. Sisa losion atau pelembut pakaian adalah penyebab paling umum berikutnya; mencuci dengan deterjen lembut biasa sering kali memulihkan konduktivitasnya.

Jika masih tidak menghantarkan, hubungi kami. Cacat produksi ditanggung garansi ${returns.warrantyMonths} bulan kami, dan kami berupaya menyelesaikan klaim garansi dalam ${returns.warrantyResolutionHours} jam.`,
    views: 376,
    supportPrompt: true,
  },
  {
    id: 'which-size-should-i-order',
    category: 'orders',
    question: 'Ukuran mana yang sebaiknya saya pesan?',
    answer: `Pilih seprai sesuai kasur Anda: Single untuk kasur hingga 107 x 190 cm, Queen hingga 152 x 203 cm, dan King hingga 183 x 203 cm. Kantong seprai pas cocok untuk kasur setebal 20 sampai 35 cm; jika memakai topper, ukur keduanya sekaligus.

Untuk alas, alas terapi ukuran Sedang (60 x 90 cm) cocok untuk lantai di bawah meja kerja dan ukuran Besar (90 x 180 cm) untuk sofa atau sepanjang kaki Anda di tempat tidur. Panduan ukuran di setiap halaman seprai dan alas mencantumkan semua ukuran, dan tim kami siap membantu jika Anda ragu di antara dua ukuran.`,
    views: 1171,
  },
  {
    id: 'what-does-the-warranty-cover',
    category: 'orders',
    question: 'Apa saja yang ditanggung garansi?',
    answer: `Setiap produk memiliki garansi produksi ${returns.warrantyMonths} bulan sejak tanggal pembelian. Garansi menanggung cacat bahan dan pengerjaan, misalnya konektor yang rusak atau serat konduktif yang berhenti menghantarkan dalam pemakaian dan perawatan normal. Garansi tidak menanggung keausan normal, kerusakan akibat salah pakai, atau kerusakan akibat pemutih, pelembut pakaian, atau pembersih keras.

Untuk mengajukan klaim, hubungi kami dengan nomor pesanan, penjelasan singkat, serta foto atau video masalahnya. Kami berupaya menyelesaikan klaim garansi dalam ${returns.warrantyResolutionHours} jam dan menanggung ongkos kirim untuk klaim yang telah dikonfirmasi.`,
    views: 601,
  },
  {
    id: 'what-is-your-return-policy',
    category: 'orders',
    question: 'Bagaimana kebijakan pengembalian Anda?',
    answer: `Anda dapat mengembalikan barang yang belum dibuka dalam ${returns.unopenedDays} hari sejak diterima. Barang yang rusak dalam pengiriman harus dilaporkan dalam ${returns.transitDamageDays} hari sejak diterima, dan kami akan menggantinya atau mengembalikan dana Anda. Hubungi kami terlebih dahulu untuk mendapatkan otorisasi pengembalian, yang kami tinjau dalam ${units(returns.authorizationReview)}.

Setelah barang sampai di tempat kami, pemeriksaan memerlukan ${units(returns.inspection)} dan dana dikembalikan ke metode pembayaran awal Anda dalam ${units(returns.refund)}. Jika Anda berubah pikiran, ongkos kirim pengembalian Anda yang menanggung (sekitar ${money(returns.changeOfMindReturnCost)}); kami yang menanggungnya untuk barang yang rusak, salah kirim, atau cacat, serta untuk klaim garansi. Detail lengkapnya ada di halaman Kebijakan Pengembalian kami.`,
    views: 998,
  },
  {
    id: 'how-much-is-shipping',
    category: 'orders',
    question: 'Berapa ongkos kirim dan berapa lama pengiriman di Singapura?',
    answer: `Pengiriman di Singapura dikenai tarif tetap ${money(shipping.domesticFlatRate)}, dan gratis untuk pesanan ${money(shipping.domesticFreeThreshold)} atau lebih. Kami memproses pesanan dalam ${units(shipping.processingDays)}; pesanan yang masuk sebelum pukul ${time(shipping.cutoff)} pada hari kerja diproses di hari yang sama. Pengiriman kemudian memerlukan ${units(shipping.domesticDelivery)}, dan Anda akan menerima nomor resi melalui e-mail setelah paket dikirim.

Anda dapat membatalkan pesanan dengan pengembalian dana penuh dalam ${shipping.cancellationHours} jam, selama pesanan belum dikirim.`,
    views: 1562,
  },
  {
    id: 'do-you-ship-internationally',
    category: 'orders',
    question: 'Apakah Anda mengirim ke luar negeri?',
    answer: `Ya, ke seluruh dunia. Pengiriman internasional memerlukan ${units(shipping.internationalDelivery)}, dan ongkos kirimnya dihitung saat checkout. Pesanan ${money(shipping.internationalFreeThreshold)} atau lebih dikirim gratis ke ${list(shipping.internationalFreeCountries.map((c) => countryNames[c] ?? c))}.

Bea masuk dan pajak impor bergantung pada peraturan negara Anda dan dibayar oleh penerima jika berlaku. Kebijakan Pengiriman kami mencantumkan perkiraan waktu pengiriman per wilayah dan batas bebas bea yang umum.`,
    views: 717,
  },
  {
    id: 'does-it-use-electricity',
    category: 'everyday',
    question: 'Apakah grounding memakai listrik atau menaikkan tagihan listrik saya?',
    answer: `Tidak. Kabel grounding hanya tersambung ke kontak arde stopkontak Anda, yang tidak membawa daya pada rumah dengan instalasi yang benar. Produk tidak mengambil apa pun dari listrik rumah, sehingga tidak ada biaya pemakaian dan stopkontak tidak perlu dinyalakan (meskipun penguji arde memerlukan daya untuk menyalakan lampunya).`,
    views: 466,
  },
  {
    id: 'can-two-people-share-a-sheet',
    category: 'everyday',
    question: 'Bisakah dua orang berbagi satu seprai grounding?',
    answer: `Bisa. Siapa pun yang kulitnya menyentuh permukaan konduktif akan ter-grounding, jadi pasangan dapat berbagi seprai di tempat tidur yang sama. Untuk tempat tidur king atau super king, pastikan area konduktifnya menjangkau kedua sisi; jika tidak, pilih ukuran seprai yang menutupi seluruh kasur.`,
    views: 347,
  },

  // Health Benefits & Science
  {
    id: 'how-long-before-results',
    category: 'health',
    question: 'Berapa lama sampai saya merasakan hasilnya?',
    answer: `Sebagian besar pelanggan merasakan perubahan dalam ${claims.resultsWindow} grounding secara rutin. Tidur biasanya hal pertama yang disebut, misalnya lebih mudah terlelap atau lebih jarang terbangun, disusul dengan perasaan lebih segar dan energi yang lebih stabil.

Setiap orang berbeda, dan konsistensi adalah yang terpenting: grounding setiap malam memberi Anda peluang terbaik untuk merasakan perbedaannya.`,
    views: 2638,
  },
  {
    id: 'how-does-grounding-help-sleep',
    category: 'health',
    question: 'Bagaimana grounding mungkin membantu tidur?',
    answer: `Dalam sebuah studi percontohan tahun 2004, orang-orang yang tidur ter-grounding selama delapan minggu melaporkan lebih cepat terlelap dan lebih jarang terbangun, dan kortisol malam hari mereka (hormon stres) mengikuti ritme harian yang lebih teratur. Para peneliti menduga grounding dapat mendukung kondisi sistem saraf yang lebih tenang di malam hari.

Studi-studinya berskala kecil, dan hasilnya berbeda pada setiap orang, tetapi tidur yang lebih nyenyak adalah manfaat yang paling sering dilaporkan pelanggan kami.`,
    views: 1433,
  },
  {
    id: 'can-grounding-help-with-pain',
    category: 'health',
    question: 'Apakah grounding dapat membantu mengatasi pegal, nyeri, dan pemulihan?',
    answer: `Beberapa studi kecil telah meneliti grounding dan nyeri otot setelah berolahraga, dan sebuah tinjauan penelitian tahun 2015 menggambarkan perubahan penanda peradangan pada partisipan yang ter-grounding. Banyak pelanggan, termasuk mereka yang aktif berolahraga, bercerita bahwa tubuh mereka terasa tidak terlalu kaku dan pulih dengan lebih nyaman.

Grounding adalah praktik kebugaran, bukan pengobatan medis. Grounding tidak dimaksudkan untuk mendiagnosis, mengobati, menyembuhkan, atau mencegah penyakit apa pun, jadi untuk nyeri yang berkepanjangan atau berat, silakan periksakan diri ke dokter Anda.`,
    views: 1098,
  },
  {
    id: 'what-does-the-research-say',
    category: 'health',
    question: 'Apa sebenarnya kata penelitian?',
    answer: `Ada ${claims.studiesLong} tentang grounding. Temuan yang berulang kali muncul antara lain tidur yang lebih baik menurut laporan partisipan sendiri, ritme kortisol yang lebih teratur, kekentalan darah yang lebih rendah dalam sebuah studi kecil tahun 2013, perubahan penanda peradangan, dan pergeseran variabilitas detak jantung yang berkaitan dengan relaksasi.

Sebagian besar studi berskala kecil dan sebagian tidak tersamar, jadi penelitiannya menjanjikan tetapi masih tahap awal. Kami menautkan makalah-makalah utamanya di halaman Tentang Grounding agar Anda dapat membacanya dan menilainya sendiri.`,
    views: 823,
  },
  {
    id: 'feeling-different-at-first',
    category: 'health',
    question: 'Apakah wajar merasa berbeda di beberapa hari pertama?',
    answer: `Sebagian orang merasakan efek ringan di malam-malam pertama, seperti rasa hangat atau kesemutan, mimpi yang lebih jelas, atau merasa lebih lelah dari biasanya selama satu atau dua hari. Biasanya hal ini mereda dalam seminggu.

Jika ada yang terasa tidak nyaman, lakukan grounding dalam sesi yang lebih singkat dan tingkatkan secara bertahap. Jika Anda memiliki kekhawatiran atau kondisi medis, konsultasikan dengan dokter Anda.`,
    views: 574,
  },
  {
    id: 'can-grounding-replace-medical-treatment',
    category: 'health',
    question: 'Bisakah grounding menggantikan obat atau pengobatan medis saya?',
    answer: `Tidak. Grounding adalah praktik kebugaran yang dinikmati banyak orang sebagai pelengkap rutinitas sehat, tetapi bukan perawatan medis. Produk kami tidak dimaksudkan untuk mendiagnosis, mengobati, menyembuhkan, atau mencegah penyakit apa pun. Jangan pernah menghentikan atau mengubah obat maupun pengobatan tanpa berbicara dengan dokter Anda, dan beri tahu dokter bahwa Anda melakukan grounding, terutama jika Anda mengonsumsi obat pengencer darah.`,
    views: 402,
  },
]

export const faqCopy: Translation<typeof en.faqCopy> = {
  searchLabel: 'Cari di FAQ',
  searchPlaceholder: 'Cari di FAQ…',
  searchSubmit: 'Cari',
  resultCount: message<{ count: number; query: string }>(
    '{count, plural, =0 {Tidak ada pertanyaan yang cocok dengan “{query}”} other {# pertanyaan cocok dengan “{query}”}}',
  ),
  noResultsTitle: 'Tidak ada hasil',
  noResultsBody: message<{ query: string }>('Kami tidak menemukan jawaban yang cocok dengan “{query}”. Coba kata lain, atau tanyakan kepada tim kami.'),
  clearSearch: 'Hapus pencarian',
  askDirectly: 'Tanya kami langsung',
  popularTitle: 'Pertanyaan Terpopuler Minggu Ini',
  views: message<{ count: number }>('{count, plural, other {# kali dilihat}}'),
  categoriesLabel: 'Jelajahi per kategori',
  questionCount: message<{ count: number }>('{count, plural, other {# pertanyaan}}'),
  helpfulPrompt: 'Apakah ini membantu?',
  yes: 'Ya',
  no: 'Tidak',
  supportPrompt: 'Butuh bantuan soal ini? Tim dukungan kami siap memandu Anda.',
  supportLink: 'Hubungi dukungan',
  stillTitle: 'Masih ada pertanyaan?',
  stillBody: `Tim kami siap membantu. Kirim email ke ${contact.email} atau telepon ${contact.phone} (${hours(contact.phoneHours)}). Kami membalas dalam ${units(contact.responseTime)}.`,
  stillLink: 'Hubungi kami',
}
