/** The embedded store's translations into id-id, as Translate & Adapt keeps a store's (a module, so every loader reads it alike). */
export default {
  products: {
    'premium-earthing-flat-sheet': {
      title: 'Seprai Datar Earthing Premium',
      description:
        'Tidur ter-grounding setiap malam. Seprai datar kami ditenun dari katun organik yang lembut dan sejuk, dengan benang perak halus yang membentuk pola kotak-kotak, sehingga di mana pun Anda berbaring, kulit Anda menyentuh jalur konduktif ke bumi.\n\nKabel earthing 5 m dipasang dengan konektor jepret di sudut seprai dan dicolokkan ke pin arde stopkontak mana pun yang terhubung ke arde. Demi keamanan, kabel ini dilengkapi resistor pembatas arus 100k ohm, dan penguji arde sudah ada di dalam kemasan agar Anda dapat memeriksa stopkontak sebelum malam pertama. Bentangkan di atas seprai pas Anda dan pastikan kaki, punggung, atau telapak kaki menyentuhnya langsung: 8+ jam grounding selama Anda tidur.\n\nCuci dengan mesin menggunakan air dingin dan deterjen lembut tanpa pemutih, lalu jemur dengan diangin-anginkan. Dengan perawatan tersebut, benang perak tetap konduktif selama 2–5 tahun.',
      metafields: {
        'custom.in_the_box':
          '1 Seprai Datar Earthing Premium sesuai ukuran pilihan Anda\n1 kabel earthing, 5 m, dengan resistor pembatas arus 100k ohm\n1 penguji arde\nKartu panduan singkat',
        'custom.size_and_fit':
          'Single: 180 x 260 cm, untuk kasur hingga 107 x 190 cm.\nQueen: 230 x 260 cm, untuk kasur hingga 152 x 203 cm.\nKing: 270 x 280 cm, untuk kasur hingga 183 x 203 cm.\nBentangkan di atas seprai pas yang biasa Anda pakai; konektor jepret berada di sudut atas yang paling dekat dengan stopkontak.',
        'custom.care':
          'Cuci dengan mesin menggunakan air dingin (maksimal 30 °C) pada siklus lembut dengan deterjen lembut tanpa pemutih.\nJangan gunakan pelembut pakaian atau dryer sheet: keduanya melapisi benang perak.\nJemur dengan diangin-anginkan di tempat teduh; jangan dikeringkan dengan mesin pengering atau disetrika.\nCuci setiap 1–2 minggu: minyak alami kulit lama-kelamaan memperlambat konduksi.',
      },
      images: [
        'Seprai Datar Earthing Premium di atas tempat tidur yang rapi, terhubung ke stopkontak',
        'Tampilan dekat tenunan katun organik dengan benang perak konduktif',
        'Konektor jepret di sudut seprai',
        'Memeriksa sambungan seprai dengan penguji arde yang disertakan',
        'Seprai Datar Earthing Premium dalam kotak kraft daur ulangnya',
      ],
      options: {
        Size: {
          name: 'Ukuran',
          values: {
            Single: 'Single',
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'fitted-earthing-bed-sheet': {
      title: 'Seprai Pas Earthing',
      description:
        'Seprai pas yang tidak mudah bergeser. Kantong dalam berkaret memeluk kasur setebal hingga 35 cm dengan pas, dan jaringan benang perak menutupi seluruh permukaan tidur, sehingga Anda tetap ter-grounding sebanyak apa pun Anda bergerak di malam hari.\n\nDilengkapi kabel earthing 5 m dengan resistor pembatas arus 100k ohm terpasang dan penguji arde untuk memeriksa stopkontak Anda. Gunakan sebagai pengganti seprai pas biasa Anda; kontak kulit dengan bagian mana pun sudah cukup.\n\nCuci dengan air dingin, tanpa pemutih atau pelembut pakaian (keduanya melapisi perak), lalu jemur dengan diangin-anginkan. Dengan perawatan normal, daya konduktifnya bertahan 2–5 tahun.',
      metafields: {
        'custom.in_the_box':
          '1 Seprai Pas Earthing sesuai ukuran pilihan Anda\n1 kabel earthing, 5 m, dengan resistor pembatas arus 100k ohm\n1 penguji arde\nKartu panduan singkat',
        'custom.size_and_fit':
          'Single: 107 x 190 cm. Queen: 152 x 203 cm. King: 183 x 203 cm.\nKantong dalam cocok untuk kasur setebal 20 sampai 35 cm, dengan karet di sekeliling tepinya.\nJika Anda memakai topper, ukur kasur dan topper sekaligus.',
        'custom.care':
          'Cuci dengan mesin menggunakan air dingin (maksimal 30 °C) dengan deterjen lembut tanpa pemutih.\nJangan gunakan pelembut pakaian atau dryer sheet: keduanya melapisi benang perak.\nJemur dengan diangin-anginkan; karet lebih awet jika tidak terkena sinar matahari langsung.\nLepaskan kabel sebelum mencuci.',
      },
      images: [
        'Seprai Pas Earthing pada kasur dengan kantongnya yang dalam',
        'Benang perak konduktif yang ditenun di seprai pas',
        'Kabel earthing 5 m yang disertakan bersama seprai',
      ],
      options: {
        Size: {
          name: 'Ukuran',
          values: {
            Single: 'Single',
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'leather-mattress-topper': {
      title: 'Topper Kasur Kulit Vegan',
      description:
        'Topper grounding untuk Anda yang mudah gerah atau lebih suka permukaan yang cukup dilap. Permukaannya dari kulit vegan lembut yang mengandung karbon dan konduktif di seluruh bidangnya, di atas alas bawah berjahit quilting yang mencegahnya bergeser.\n\nTopper diletakkan di atas kasur, di bawah seprai atau sebagai pengganti seprai. Kabel earthing 5 m yang disertakan memiliki resistor pembatas arus 100k ohm, dan penguji arde sudah ada di dalam kemasan. Bersihkan dengan kain lembap dan sedikit sabun lembut; tanpa alkohol atau minyak. Dengan perawatan tersebut, permukaan konduktifnya bertahan 2–5 tahun.',
      metafields: {
        'custom.in_the_box':
          '1 Topper Kasur Kulit Vegan sesuai ukuran pilihan Anda\n4 tali sudut untuk menahannya di tempat\n1 kabel earthing, 5 m, dengan resistor pembatas arus 100k ohm\n1 penguji arde',
        'custom.size_and_fit':
          'Queen: 152 x 203 cm, tebal 1,5 cm. King: 183 x 203 cm, tebal 1,5 cm.\nDiletakkan di atas kasur, di bawah seprai tipis atau langsung di bawah tubuh Anda.\nTali sudutnya cocok untuk kasur setebal hingga 35 cm.',
        'custom.care':
          'Bersihkan dengan kain lembap dan sedikit sabun lembut, lalu biarkan kering sendiri.\nJangan gunakan alkohol, pelarut, minyak, atau kondisioner kulit: semuanya menutup permukaan karbon.\nJangan dicuci dengan mesin, di-dry clean, atau disetrika.\nAngin-anginkan sebulan sekali dengan mengangkatnya dari kasur selama satu jam.',
      },
      images: ['Topper Kasur Kulit Vegan di atas tempat tidur', 'Tampilan dekat permukaan kulit berkarbon dan alas bawah berjahit quilting'],
      options: {
        Size: {
          name: 'Ukuran',
          values: {
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'earthing-therapy-starter-mat': {
      title: 'Alas Terapi Earthing Pemula',
      description:
        'Cara termudah untuk mulai grounding. Alas karbon ringkas berukuran 25 x 68 cm untuk pijakan kaki di meja kerja, sandaran pergelangan tangan di depan keyboard, atau di pangkuan saat di sofa.\n\nDilengkapi kabel earthing 3 m dengan resistor pembatas arus 100k ohm dan penguji arde. Bersihkan dengan kain lembap. Dibuat awet hingga 3–7 tahun.',
      metafields: {
        'custom.in_the_box': '1 Alas Terapi Earthing Pemula, 25 x 68 cm\n1 kabel earthing, 3 m, dengan resistor pembatas arus 100k ohm\n1 penguji arde',
        'custom.size_and_fit':
          '25 x 68 cm dengan tebal 2 mm: cukup lebar untuk kedua kaki di bawah meja, atau untuk keyboard dan mouse di atasnya.\nBagian bawahnya yang antiselip menahannya tetap di tempat di lantai keras dan meja.',
        'custom.care':
          'Lap dengan kain lembap dan sedikit sabun lembut; keringkan sebelum dipakai.\nJangan gunakan tisu beralkohol, minyak, atau losion pada permukaannya.\nSimpan dalam keadaan datar atau digulung longgar, jangan pernah dilipat.',
      },
      images: [
        'Alas Terapi Earthing Pemula dengan kabel earthing-nya',
        'Alas pemula di bawah laptop di atas meja kerja',
        'Memeriksa sambungan alas dengan penguji arde',
      ],
      options: {
        Title: {
          name: 'Title',
          values: {
            'Default Title': 'Default Title',
          },
        },
      },
    },
    'earthing-yoga-mat': {
      title: 'Matras Yoga Earthing',
      description:
        'Berlatih sambil ter-grounding. Matras yoga karet alami setebal 5 mm dalam tiga ukuran dan lima warna, dengan lapisan atas yang konduktif, sehingga tangan dan kaki Anda ter-grounding di setiap pose hingga savasana.\n\nMatras terhubung dengan kabel earthing 5 m yang disertakan, lengkap dengan resistor pembatas arus 100k ohm, dan penguji arde sudah ada di dalam kemasan. Cengkeramannya mantap saat kering, mudah dilap, dan dibuat untuk 3–7 tahun latihan.',
      metafields: {
        'custom.in_the_box':
          '1 Matras Yoga Earthing sesuai ukuran dan warna pilihan Anda\n1 kabel earthing, 5 m, dengan resistor pembatas arus 100k ohm\n1 penguji arde\nTali jinjing',
        'custom.size_and_fit':
          'Standar: 183 x 61 cm. Panjang: 200 x 66 cm, untuk tinggi badan di atas 180 cm. Lebar: 183 x 80 cm, untuk latihan yang lebih leluasa.\nSemua ukuran terbuat dari karet alami setebal 5 mm dengan lapisan atas yang konduktif.\nKonektor jepret ada di tepi atas, sehingga kabel mengarah ke dinding di belakang Anda.',
        'custom.care':
          'Lap setelah berlatih dengan air dan sedikit sabun lembut.\nBiarkan kering sepenuhnya sebelum digulung.\nJauhkan dari sinar matahari langsung: karet alami memudar dan mengeras karena sinar UV.\nJangan semprotkan alkohol atau minyak esensial ke lapisan atas.',
      },
      images: [
        'Matras Yoga Earthing warna Hijau Hutan, dibentangkan datar',
        'Matras Yoga Earthing warna Pasir, dibentangkan datar',
        'Matras Yoga Earthing warna Abu Batu, dibentangkan datar',
        'Matras Yoga Earthing warna Biru Laut, dibentangkan datar',
        'Matras Yoga Earthing warna Terakota, dibentangkan datar',
      ],
      options: {
        Size: {
          name: 'Ukuran',
          values: {
            'Standard (183 x 61 cm)': 'Standar (183 x 61 cm)',
            'Long (200 x 66 cm)': 'Panjang (200 x 66 cm)',
            'Wide (183 x 80 cm)': 'Lebar (183 x 80 cm)',
          },
        },
        Colour: {
          name: 'Warna',
          values: {
            Forest: 'Hijau Hutan',
            Sand: 'Pasir',
            Slate: 'Abu Batu',
            Ocean: 'Biru Laut',
            Clay: 'Terakota',
          },
        },
      },
    },
    'earthing-therapy-mat': {
      title: 'Alas Terapi Earthing',
      description:
        'Alas karbon yang lebih besar untuk lantai, sofa, atau tempat tidur. Letakkan telapak kaki telanjang di atasnya saat bekerja, bentangkan di pangkuan saat membaca, atau taruh di bawah kaki Anda di malam hari.\n\nDilengkapi kabel earthing 5 m dengan resistor pembatas arus 100k ohm dan penguji arde. Bersihkan dengan kain lembap. Dibuat awet hingga 3–7 tahun.',
      metafields: {
        'custom.in_the_box': '1 Alas Terapi Earthing sesuai ukuran pilihan Anda\n1 kabel earthing, 5 m, dengan resistor pembatas arus 100k ohm\n1 penguji arde',
        'custom.size_and_fit':
          'Sedang: 60 x 90 cm, untuk lantai di bawah meja kerja atau di pangkuan.\nBesar: 90 x 180 cm, sepanjang sofa atau di bawah kaki saat di tempat tidur.\nKeduanya setebal 2 mm dengan bagian bawah antiselip.',
        'custom.care':
          'Lap dengan kain lembap dan sedikit sabun lembut; keringkan sebelum dipakai.\nJangan gunakan tisu beralkohol, minyak, atau losion pada permukaannya.\nSimpan dalam keadaan datar atau digulung longgar, jangan pernah dilipat.',
      },
      images: [
        'Alas Terapi Earthing di lantai dengan telapak kaki telanjang di atasnya',
        'Alas Terapi Earthing di bawah meja kerja',
        'Konektor jepret pada alas',
      ],
      options: {
        Size: {
          name: 'Ukuran',
          values: {
            'Medium (60 x 90 cm)': 'Sedang (60 x 90 cm)',
            'Large (90 x 180 cm)': 'Besar (90 x 180 cm)',
          },
        },
      },
    },
    'grounding-sleep-starter-kit': {
      title: 'Paket Pemula Tidur Grounding',
      description:
        'Semua untuk tidur ter-grounding dalam satu kemasan: Seprai Datar Earthing Premium, sepasang sarung bantal grounding, kabel earthing 5 m dengan resistor pembatas arus 100k ohm, adaptor steker Tipe G, dan penguji arde.\n\nSeprai dan sarung bantal bertahan 2–5 tahun jika dicuci dengan air dingin tanpa pemutih atau pelembut pakaian.',
      metafields: {
        'custom.in_the_box':
          '1 Seprai Datar Earthing Premium sesuai ukuran pilihan Anda\n2 sarung bantal grounding, 51 x 76 cm\n1 kabel earthing, 5 m, dengan resistor pembatas arus 100k ohm\n1 adaptor steker Tipe G\n1 penguji arde',
        'custom.size_and_fit':
          'Queen: seprai datar 230 x 260 cm untuk kasur hingga 152 x 203 cm.\nKing: seprai datar 270 x 280 cm untuk kasur hingga 183 x 203 cm.\nSarung bantal cocok untuk bantal ukuran standar dan terpasang ke kabel yang sama dengan seprai.',
        'custom.care':
          'Cuci dengan mesin menggunakan air dingin dan deterjen lembut tanpa pemutih; tanpa pelembut pakaian.\nJemur dengan diangin-anginkan di tempat teduh; jangan dikeringkan dengan mesin pengering atau disetrika.\nCuci sarung bantal setiap minggu: produk perawatan rambut lebih cepat menumpuk daripada minyak alami kulit.',
      },
      images: [
        'Seluruh isi Paket Pemula Tidur Grounding ditata berjajar',
        'Seprai datar dari paket ini di atas tempat tidur yang rapi',
        'Kotak Paket Pemula Tidur Grounding',
      ],
      options: {
        Size: {
          name: 'Ukuran',
          values: {
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'whole-home-grounding-kit': {
      title: 'Paket Grounding Seluruh Rumah',
      description:
        'Grounding untuk tempat tidur, meja kerja, dan sofa: Seprai Datar Earthing Premium (Queen), Alas Terapi Earthing (Sedang), Alas Terapi Earthing Pemula, dua kabel earthing 5 m dengan resistor pembatas arus 100k ohm, adaptor steker Tipe G, dan penguji arde.\n\nPaket ini sedang habis selama kami menyetok ulang; setiap isinya tersedia secara terpisah.',
      metafields: {
        'custom.in_the_box':
          '1 Seprai Datar Earthing Premium, Queen\n1 Alas Terapi Earthing, Sedang (60 x 90 cm)\n1 Alas Terapi Earthing Pemula (25 x 68 cm)\n2 kabel earthing, 5 m, dengan resistor pembatas arus 100k ohm\n1 adaptor steker Tipe G\n1 penguji arde',
        'custom.size_and_fit':
          'Seprai cocok untuk kasur Queen hingga 152 x 203 cm.\nKedua alas dapat dipakai di meja kerja dan di sofa atau lantai di bawahnya.\nDua kabel memungkinkan dua produk terhubung sekaligus; produk ketiga memerlukan kabel tambahan.',
        'custom.care':
          'Cuci seprai dengan air dingin dan deterjen lembut tanpa pemutih, lalu jemur dengan diangin-anginkan; tanpa pelembut pakaian.\nLap alas dengan kain lembap dan sabun lembut; tanpa alkohol atau minyak.\nPeriksa setiap produk dengan penguji arde setiap beberapa bulan.',
      },
      images: ['Seluruh isi Paket Grounding Seluruh Rumah ditata berjajar', 'Kotak Paket Grounding Seluruh Rumah'],
      options: {
        Title: {
          name: 'Title',
          values: {
            'Default Title': 'Default Title',
          },
        },
      },
    },
    'earthing-cord': {
      title: 'Kabel Earthing dengan Resistor 100k Ohm',
      description:
        'Kabel pengganti atau kabel kedua untuk seprai dan alas kami. Konektor jepret di satu ujung, steker pin arde di ujung lainnya, dan resistor pembatas arus 100k ohm yang tercetak menyatu di sepanjang kabel demi keamanan.',
      metafields: {
        'custom.in_the_box':
          '1 kabel earthing sesuai panjang pilihan Anda, dengan resistor pembatas arus 100k ohm yang menyatu di kabel\n1 adaptor jepret-ke-klip untuk produk dengan konektor klip',
        'custom.size_and_fit':
          '3 m cocok untuk stopkontak di samping tempat tidur atau meja kerja; 5 m menjangkau hampir seluruh kamar tidur; 10 m menjangkau stopkontak di sisi seberang ruangan yang luas.\nKonektor jepret cocok untuk semua seprai, alas, dan sarung bantal Groundwell.\nSteker cocok untuk stopkontak Tipe G; di tempat lain, gunakan Adaptor Steker Grounding Universal.',
        'custom.care':
          'Cabut dengan memegang stekernya, jangan pernah dengan menarik kabelnya.\nJauhkan kabel dari engsel dan rangka tempat tidur yang dapat menjepitnya.\nLap dengan kain kering; jangan sampai rumah resistor basah.',
      },
      images: ['Kabel earthing tergulung, dengan konektor jepret dan stekernya', 'Konektor jepret pada kabel earthing'],
      options: {
        Length: {
          name: 'Panjang',
          values: {
            '3 m': '3 m',
            '5 m': '5 m',
            '10 m': '10 m',
          },
        },
      },
    },
    'grounding-extension-cord': {
      title: 'Kabel Perpanjangan Grounding',
      description:
        'Menjangkau stopkontak di sisi seberang ruangan. Kabel perpanjangan 5 m ini menghubungkan kabel earthing kami mana pun ke pin arde stopkontak; resistor pembatas arus 100k ohm di kabel earthing Anda tetap berada di jalur.',
      metafields: {
        'custom.in_the_box': '1 kabel perpanjangan grounding, 5 m\n1 klip kabel untuk merapikannya di sepanjang plin dinding',
        'custom.size_and_fit':
          'Menambah jarak 5 m antara kabel earthing Anda dan stopkontak.\nSatu kabel perpanjangan per kabel: resistor di kabel earthing Anda tetap berada di jalur.',
        'custom.care': 'Rentangkan di sepanjang dinding, jangan melintang di jalan lalu-lalang.\nLap dengan kain kering; jaga sambungannya tetap kering.',
      },
      images: ['Kabel perpanjangan grounding 5 m'],
      options: {
        Length: {
          name: 'Panjang',
          values: {
            '5 m': '5 m',
          },
        },
      },
    },
    'universal-grounding-plug-adapter': {
      title: 'Adaptor Steker Grounding Universal',
      description:
        'Menghubungkan kabel earthing kami ke pin arde stopkontak. Hanya pin arde yang tersambung; pin fase dan netral terbuat dari plastik, sehingga hanya sambungan arde yang pernah digunakan. Tipe G cocok untuk Singapura, Malaysia, Hong Kong, dan Inggris; Tipe C cocok untuk Indonesia dan sebagian besar Eropa.',
      metafields: {
        'custom.in_the_box': '1 adaptor steker grounding sesuai jenis stopkontak Anda',
        'custom.size_and_fit':
          'Tipe G: Singapura, Malaysia, Hong Kong, dan Inggris.\nTipe C: Indonesia dan sebagian besar Eropa.\nTipe A/B: Amerika Serikat, Kanada, dan Filipina.\nHanya pin arde yang tersambung; pin lainnya terbuat dari plastik.',
        'custom.care':
          'Periksa arde stopkontak dengan penguji sebelum pemakaian pertama.\nLap dengan kain kering; jangan pernah digunakan di ruangan lembap atau di luar ruangan.',
      },
      images: ['Adaptor Steker Grounding Universal dengan tiang jepretnya', 'Adaptor steker di dalam kotaknya'],
      options: {
        Socket: {
          name: 'Stopkontak',
          values: {
            'Type G (SG, MY, HK, UK)': 'Tipe G (SG, MY, HK, UK)',
            'Type C (ID, EU)': 'Tipe C (ID, EU)',
            'Type A/B (US)': 'Tipe A/B (US)',
          },
        },
      },
    },
    'conductivity-tester-pen': {
      title: 'Pena Penguji Konduktivitas',
      description:
        'Pastikan arde stopkontak terhubung sebelum Anda mencolokkan apa pun. Masukkan ujung pena ke lubang pin arde stopkontak, lalu sentuh tutup logamnya: lampu yang menyala stabil berarti ardenya ada. Bekerja dengan baterai kancing yang disertakan.',
      metafields: {
        'custom.in_the_box': '1 Pena Penguji Konduktivitas\n1 baterai kancing LR44, sudah terpasang\n1 klip saku',
        'custom.care':
          'Lepaskan baterai jika pena tidak akan dipakai selama beberapa bulan.\nGanti dengan baterai LR44 apa pun saat nyala lampu mulai redup.\nLap dengan kain kering; jauhkan dari air.',
      },
      images: ['Pena Penguji Konduktivitas dengan lampu menyala'],
      options: {
        Title: {
          name: 'Title',
          values: {
            'Default Title': 'Default Title',
          },
        },
      },
    },
    'conductivity-tester': {
      title: 'Penguji Konduktivitas',
      description:
        'Pastikan seprai atau alas Anda menghantarkan listrik dari ujung ke ujung. Colokkan penguji ke pin arde, jepitkan ke kabel Anda, lalu sentuh kainnya: lampu menunjukkan bahwa seluruh jalur dari kulit Anda ke bumi berfungsi. Pemeriksaan yang baik dilakukan setiap beberapa bulan, atau setelah mencuci.',
      metafields: {
        'custom.in_the_box': '1 Penguji Konduktivitas dengan steker pin arde\n1 kabel penjepit buaya, 1 m\n1 baterai koin CR2032, sudah terpasang',
        'custom.care':
          'Simpan dengan kabel penjepit dalam keadaan dilepas.\nGanti baterai koin dengan CR2032 apa pun saat nyala lampu mulai redup.\nLap dengan kain kering; jauhkan dari air.',
      },
      images: ['Penguji Konduktivitas dengan probenya', 'Menggunakan Penguji Konduktivitas pada alas grounding'],
      options: {
        Title: {
          name: 'Title',
          values: {
            'Default Title': 'Default Title',
          },
        },
      },
    },
    'continuity-tester': {
      title: 'Penguji Kontinuitas',
      description:
        'Alat ukur saku dengan dua probe yang menunjukkan apakah kabel atau selembar kain menghantarkan listrik dari satu titik ke titik lainnya. Praktis untuk memeriksa kabel lama atau seprai yang sudah sering dicuci.',
      metafields: {
        'custom.in_the_box': '1 Penguji Kontinuitas\n2 probe uji dengan kabel 80 cm\n2 baterai AAA\n1 kantong ritsleting',
        'custom.care':
          'Matikan setelah dipakai; lepaskan baterai jika disimpan berbulan-bulan.\nJaga ujung probe tetap bersih dan kering.\nSimpan di dalam kantongnya, dengan kabel digulung longgar.',
      },
      images: ['Penguji Kontinuitas dengan kedua probenya'],
      options: {
        Title: {
          name: 'Title',
          values: {
            'Default Title': 'Default Title',
          },
        },
      },
    },
  },
  collections: {
    sleep: {
      title: 'Perlengkapan Tidur',
      description: 'Seprai dan topper earthing untuk tidur yang ter-grounding.',
    },
    mats: {
      title: 'Alas',
      description: 'Alas earthing untuk meja kerja, lantai, dan yoga.',
    },
    accessories: {
      title: 'Aksesori',
      description: 'Kabel, adaptor, dan penguji untuk setiap produk grounding.',
    },
    kits: {
      title: 'Paket',
      description: 'Semua yang diperlukan untuk grounding tempat tidur atau seluruh rumah, dalam satu kemasan.',
    },
    all: {
      title: 'Semua produk',
      description: 'Semua produk di toko.',
    },
  },
}
