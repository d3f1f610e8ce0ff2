/** The embedded store's translations into ms-my, as Translate & Adapt keeps a store's (a module, so every loader reads it alike). */
export default {
  products: {
    'premium-earthing-flat-sheet': {
      title: 'Cadar Rata Earthing Premium',
      description:
        'Tidur dalam keadaan dibumikan setiap malam. Cadar rata kami ditenun daripada kapas organik yang lembut dan bernafas, dengan benang perak halus merentasinya dalam corak grid, jadi di mana-mana pun anda berbaring, kulit anda menyentuh laluan konduktif ke bumi.\n\nKord pembumian 5 m dipasang pada penjuru cadar dengan butang tekan dan dicucuk ke pin bumi mana-mana soket dinding yang berpembumian. Kord ini dilengkapi perintang penghad arus 100k ohm untuk keselamatan, dan penguji pembumian disertakan di dalam kotak supaya anda boleh menyemak soket sebelum malam pertama. Bentangkan cadar di atas cadar getah anda, dengan kaki, belakang atau tapak kaki menyentuhnya secara langsung: 8+ jam grounding semasa anda tidur.\n\nBasuh dengan mesin menggunakan air sejuk dan detergen lembut tanpa peluntur, kemudian sidai hingga kering. Dengan penjagaan begini, benang perak kekal konduktif selama 2-5 tahun.',
      metafields: {
        'custom.in_the_box':
          '1 Cadar Rata Earthing Premium mengikut saiz pilihan anda\n1 kord pembumian, 5 m, dengan perintang penghad arus 100k ohm\n1 penguji pembumian\nKad panduan mula pantas',
        'custom.size_and_fit':
          'Single: 180 x 260 cm, untuk tilam sehingga 107 x 190 cm.\nQueen: 230 x 260 cm, untuk tilam sehingga 152 x 203 cm.\nKing: 270 x 280 cm, untuk tilam sehingga 183 x 203 cm.\nBentangkan di atas cadar getah biasa anda; penyambung butang tekan terletak di penjuru atas yang paling hampir dengan soket dinding.',
        'custom.care':
          'Basuh dengan mesin menggunakan air sejuk (maksimum 30 °C) pada kitaran lembut dengan detergen lembut tanpa peluntur.\nJangan gunakan pelembut fabrik atau helaian pengering: bahan itu menyalut benang perak.\nSidai hingga kering di tempat teduh; jangan gunakan mesin pengering dan jangan seterika.\nBasuh setiap 1-2 minggu: minyak kulit melemahkan kekonduksian dari semasa ke semasa.',
      },
      images: [
        'Cadar Rata Earthing Premium di atas katil yang siap dikemas, disambungkan ke soket dinding',
        'Gambar dekat tenunan kapas organik dengan benang konduktif perak',
        'Penyambung butang tekan di penjuru cadar',
        'Menyemak sambungan cadar dengan penguji pembumian yang disertakan',
        'Cadar Rata Earthing Premium dalam kotak kraf kitar semulanya',
      ],
      options: {
        Size: {
          name: 'Saiz',
          values: {
            Single: 'Single',
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'fitted-earthing-bed-sheet': {
      title: 'Cadar Getah Earthing',
      description:
        'Cadar getah yang kekal di tempatnya. Poket dalam yang bergetah memegangnya kemas pada tilam setebal sehingga 35 cm, dan grid benang perak meliputi seluruh permukaan tidur, jadi anda kekal dibumikan walau banyak mana pun anda bergerak pada waktu malam.\n\nDisertakan kord pembumian 5 m dengan perintang penghad arus 100k ohm terbina dalam dan penguji pembumian untuk menyemak soket anda. Gunakannya sebagai ganti cadar getah biasa anda; sentuhan kulit dengan mana-mana bahagiannya sudah memadai.\n\nBasuh dengan air sejuk, tanpa peluntur atau pelembut fabrik (kedua-duanya menyalut benang perak), dan sidai hingga kering. Jangkakan hayat konduktif 2-5 tahun dengan penjagaan biasa.',
      metafields: {
        'custom.in_the_box':
          '1 Cadar Getah Earthing mengikut saiz pilihan anda\n1 kord pembumian, 5 m, dengan perintang penghad arus 100k ohm\n1 penguji pembumian\nKad panduan mula pantas',
        'custom.size_and_fit':
          'Single: 107 x 190 cm. Queen: 152 x 203 cm. King: 183 x 203 cm.\nPoket dalam muat tilam setebal 20 hingga 35 cm, dengan getah di sekelilingnya.\nJika anda menggunakan topper, ukur tilam dan topper bersama.',
        'custom.care':
          'Basuh dengan mesin menggunakan air sejuk (maksimum 30 °C) dengan detergen lembut tanpa peluntur.\nJangan gunakan pelembut fabrik atau helaian pengering: bahan itu menyalut benang perak.\nSidai hingga kering; getahnya lebih tahan lama jika dijauhkan daripada cahaya matahari terus.\nTanggalkan butang tekan kord sebelum membasuh.',
      },
      images: [
        'Cadar Getah Earthing pada tilam, dengan poketnya yang dalam',
        'Benang konduktif perak yang ditenun dalam cadar getah',
        'Kord pembumian 5 m yang disertakan dengan cadar',
      ],
      options: {
        Size: {
          name: 'Saiz',
          values: {
            Single: 'Single',
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'leather-mattress-topper': {
      title: 'Topper Tilam Kulit',
      description:
        'Topper grounding untuk mereka yang mudah berasa panas atau lebih suka permukaan yang mudah dilap. Permukaannya kulit vegan lembut yang diresapi karbon dan konduktif di seluruh kawasannya, di atas tapak berquilt yang menghalangnya daripada tergelincir.\n\nTopper ini diletakkan di atas tilam anda, di bawah cadar atau sebagai ganti cadar. Kord pembumian 5 m yang disertakan dilengkapi perintang penghad arus 100k ohm, dan penguji pembumian disertakan di dalam kotak. Lap dengan kain lembap dan setitis sabun lembut; jangan gunakan alkohol atau minyak. Dengan penjagaan begini, permukaan konduktifnya tahan 2-5 tahun.',
      metafields: {
        'custom.in_the_box':
          '1 Topper Tilam Kulit mengikut saiz pilihan anda\n4 tali penjuru untuk memegangnya di tempatnya\n1 kord pembumian, 5 m, dengan perintang penghad arus 100k ohm\n1 penguji pembumian',
        'custom.size_and_fit':
          'Queen: 152 x 203 cm, tebal 1.5 cm. King: 183 x 203 cm, tebal 1.5 cm.\nDiletakkan di atas tilam, di bawah cadar nipis atau terus di bawah anda.\nTali penjuru muat tilam setebal sehingga 35 cm.',
        'custom.care':
          'Lap dengan kain lembap dan setitis sabun lembut, kemudian biarkan kering sendiri.\nJangan gunakan alkohol, pelarut, minyak atau perapi kulit: bahan itu menutup permukaan karbon.\nJangan basuh dengan mesin, cuci kering atau seterika.\nAnginkan sebulan sekali dengan mengangkatnya dari tilam selama sejam.',
      },
      images: ['Topper Tilam Kulit di atas katil', 'Gambar dekat permukaan kulit berkarbon dan tapak berquilt'],
      options: {
        Size: {
          name: 'Saiz',
          values: {
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'earthing-therapy-starter-mat': {
      title: 'Tikar Permulaan Terapi Earthing',
      description:
        'Cara paling mudah untuk mula grounding. Tikar karbon padat 25 x 68 cm untuk di bawah kaki anda di meja, di bawah pergelangan tangan di papan kekunci atau di atas riba di sofa.\n\nDisertakan kord pembumian 3 m dengan perintang penghad arus 100k ohm dan penguji pembumian. Lap dengan kain lembap. Dibina untuk tahan 3-7 tahun.',
      metafields: {
        'custom.in_the_box':
          '1 Tikar Permulaan Terapi Earthing, 25 x 68 cm\n1 kord pembumian, 3 m, dengan perintang penghad arus 100k ohm\n1 penguji pembumian',
        'custom.size_and_fit':
          '25 x 68 cm dan tebal 2 mm: cukup lebar untuk kedua-dua kaki di bawah meja, atau papan kekunci dan tetikus di atasnya.\nBahagian bawahnya yang tidak licin memastikannya kekal di tempatnya di atas lantai keras dan meja.',
        'custom.care':
          'Lap dengan kain lembap dan sedikit sabun lembut; keringkan sebelum digunakan.\nJangan gunakan tisu beralkohol, minyak atau losyen pada permukaannya.\nSimpan dalam keadaan rata atau digulung longgar, jangan sekali-kali dilipat.',
      },
      images: [
        'Tikar Permulaan Terapi Earthing dengan kord pembumiannya',
        'Tikar permulaan di bawah komputer riba di atas meja',
        'Menyemak sambungan tikar dengan penguji pembumian',
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
      title: 'Tikar Yoga Earthing',
      description:
        'Beryoga sambil grounding. Tikar yoga getah asli 5 mm dalam tiga saiz dan lima warna dengan lapisan atas konduktif, jadi tangan dan kaki anda kekal dibumikan dalam setiap postur dan semasa savasana.\n\nTikar ini disambungkan dengan kord pembumian 5 m yang disertakan, yang dilengkapi perintang penghad arus 100k ohm, dan penguji pembumian ada di dalam kotak. Cengkamannya kuat ketika kering, mudah dilap, dan dibina untuk 3-7 tahun latihan.',
      metafields: {
        'custom.in_the_box':
          '1 Tikar Yoga Earthing mengikut saiz dan warna pilihan anda\n1 kord pembumian, 5 m, dengan perintang penghad arus 100k ohm\n1 penguji pembumian\nTali pembawa',
        'custom.size_and_fit':
          'Standard: 183 x 61 cm. Panjang: 200 x 66 cm, untuk orang yang lebih tinggi daripada 180 cm. Lebar: 183 x 80 cm, untuk latihan yang lebih lega.\nSemua saiz diperbuat daripada getah asli setebal 5 mm dengan lapisan atas konduktif.\nButang tekan terletak di tepi atas, jadi kord berada di belakang anda menuju ke dinding.',
        'custom.care':
          'Lap selepas latihan dengan air dan sedikit sabun lembut.\nBiarkan kering sepenuhnya sebelum digulung.\nJauhkan daripada cahaya matahari terus: getah asli pudar dan mengeras akibat UV.\nJangan gunakan semburan alkohol atau minyak pati pada lapisan atas.',
      },
      images: [
        'Tikar Yoga Earthing warna Hijau Hutan, dibentangkan rata',
        'Tikar Yoga Earthing warna Pasir, dibentangkan rata',
        'Tikar Yoga Earthing warna Kelabu Batu, dibentangkan rata',
        'Tikar Yoga Earthing warna Biru Laut, dibentangkan rata',
        'Tikar Yoga Earthing warna Tanah Liat, dibentangkan rata',
      ],
      options: {
        Size: {
          name: 'Saiz',
          values: {
            'Standard (183 x 61 cm)': 'Standard (183 x 61 cm)',
            'Long (200 x 66 cm)': 'Panjang (200 x 66 cm)',
            'Wide (183 x 80 cm)': 'Lebar (183 x 80 cm)',
          },
        },
        Colour: {
          name: 'Warna',
          values: {
            Forest: 'Hijau Hutan',
            Sand: 'Pasir',
            Slate: 'Kelabu Batu',
            Ocean: 'Biru Laut',
            Clay: 'Tanah Liat',
          },
        },
      },
    },
    'earthing-therapy-mat': {
      title: 'Tikar Terapi Earthing',
      description:
        'Tikar karbon yang lebih besar untuk lantai, sofa atau katil. Letakkan kaki tanpa alas di atasnya semasa bekerja, bentangkan di atas riba semasa membaca, atau letakkan di bawah kaki anda pada waktu malam.\n\nDisertakan kord pembumian 5 m dengan perintang penghad arus 100k ohm dan penguji pembumian. Lap dengan kain lembap. Dibina untuk tahan 3-7 tahun.',
      metafields: {
        'custom.in_the_box':
          '1 Tikar Terapi Earthing mengikut saiz pilihan anda\n1 kord pembumian, 5 m, dengan perintang penghad arus 100k ohm\n1 penguji pembumian',
        'custom.size_and_fit':
          'Sederhana: 60 x 90 cm, untuk lantai di bawah meja atau di atas riba.\nBesar: 90 x 180 cm, untuk sepanjang sofa atau di bawah kaki anda di atas katil.\nKedua-duanya setebal 2 mm dengan bahagian bawah yang tidak licin.',
        'custom.care':
          'Lap dengan kain lembap dan sedikit sabun lembut; keringkan sebelum digunakan.\nJangan gunakan tisu beralkohol, minyak atau losyen pada permukaannya.\nSimpan dalam keadaan rata atau digulung longgar, jangan sekali-kali dilipat.',
      },
      images: [
        'Tikar Terapi Earthing di atas lantai dengan kaki tanpa alas di atasnya',
        'Tikar Terapi Earthing di bawah meja',
        'Penyambung butang tekan tikar',
      ],
      options: {
        Size: {
          name: 'Saiz',
          values: {
            'Medium (60 x 90 cm)': 'Sederhana (60 x 90 cm)',
            'Large (90 x 180 cm)': 'Besar (90 x 180 cm)',
          },
        },
      },
    },
    'grounding-sleep-starter-kit': {
      title: 'Kit Permulaan Tidur Grounding',
      description:
        'Semua keperluan untuk tidur sambil grounding dalam satu kotak: Cadar Rata Earthing Premium, sepasang sarung bantal grounding, kord pembumian 5 m dengan perintang penghad arus 100k ohm, penyesuai palam Jenis G dan penguji pembumian.\n\nCadar dan sarung bantal tahan 2-5 tahun jika dibasuh dengan air sejuk tanpa peluntur atau pelembut fabrik.',
      metafields: {
        'custom.in_the_box':
          '1 Cadar Rata Earthing Premium mengikut saiz pilihan anda\n2 sarung bantal grounding, 51 x 76 cm\n1 kord pembumian, 5 m, dengan perintang penghad arus 100k ohm\n1 penyesuai palam Jenis G\n1 penguji pembumian',
        'custom.size_and_fit':
          'Queen: cadar rata 230 x 260 cm untuk tilam sehingga 152 x 203 cm.\nKing: cadar rata 270 x 280 cm untuk tilam sehingga 183 x 203 cm.\nSarung bantal muat bantal bersaiz standard dan disambungkan dengan butang tekan pada kord yang sama dengan cadar.',
        'custom.care':
          'Basuh dengan mesin menggunakan air sejuk dan detergen lembut tanpa peluntur; jangan gunakan pelembut fabrik.\nSidai hingga kering di tempat teduh; jangan gunakan mesin pengering dan jangan seterika.\nBasuh sarung bantal setiap minggu: produk rambut lebih cepat terkumpul berbanding minyak kulit.',
      },
      images: [
        'Semua kandungan Kit Permulaan Tidur Grounding disusun',
        'Cadar rata kit di atas katil yang siap dikemas',
        'Kotak Kit Permulaan Tidur Grounding',
      ],
      options: {
        Size: {
          name: 'Saiz',
          values: {
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'whole-home-grounding-kit': {
      title: 'Kit Grounding Seisi Rumah',
      description:
        'Bumikan katil, meja dan sofa: Cadar Rata Earthing Premium (Queen), Tikar Terapi Earthing (Sederhana), Tikar Permulaan Terapi Earthing, dua kord pembumian 5 m dengan perintang penghad arus 100k ohm, penyesuai palam Jenis G dan penguji pembumian.\n\nKit ini habis dijual sementara kami menambah stok; setiap komponennya boleh dibeli secara berasingan.',
      metafields: {
        'custom.in_the_box':
          '1 Cadar Rata Earthing Premium, Queen\n1 Tikar Terapi Earthing, Sederhana (60 x 90 cm)\n1 Tikar Permulaan Terapi Earthing (25 x 68 cm)\n2 kord pembumian, 5 m, dengan perintang penghad arus 100k ohm\n1 penyesuai palam Jenis G\n1 penguji pembumian',
        'custom.size_and_fit':
          'Cadar muat tilam Queen sehingga 152 x 203 cm.\nKedua-dua tikar meliputi meja dan sofa atau lantai di bawahnya.\nDua kord membolehkan dua produk kekal bersambung serentak; produk ketiga memerlukan kord tambahan.',
        'custom.care':
          'Basuh cadar dengan air sejuk dan detergen lembut tanpa peluntur, kemudian sidai hingga kering; jangan gunakan pelembut fabrik.\nLap tikar dengan kain lembap dan sabun lembut; jangan gunakan alkohol atau minyak.\nSemak setiap produk dengan penguji pembumian setiap beberapa bulan.',
      },
      images: ['Komponen Kit Grounding Seisi Rumah disusun', 'Kotak Kit Grounding Seisi Rumah'],
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
      title: 'Kord Pembumian dengan Perintang 100k Ohm',
      description:
        'Kord ganti atau kord kedua untuk mana-mana cadar dan tikar kami. Penyambung butang tekan di satu hujung, palam pin bumi di hujung yang lain, dan perintang penghad arus 100k ohm yang diacu terus pada kord untuk keselamatan.',
      metafields: {
        'custom.in_the_box':
          '1 kord pembumian mengikut panjang pilihan anda, dengan perintang penghad arus 100k ohm yang diacu pada kord\n1 penyesuai butang-ke-klip untuk produk dengan penyambung klip',
        'custom.size_and_fit':
          '3 m sesuai untuk soket di sisi katil atau di meja; 5 m boleh merentasi kebanyakan bilik tidur; 10 m boleh sampai ke soket di hujung bilik yang besar.\nPenyambung butang tekan muat setiap cadar, tikar dan sarung bantal Groundwell.\nPalamnya muat soket Jenis G; di tempat lain, gunakan Penyesuai Palam Pembumian Universal.',
        'custom.care':
          'Cabut dengan memegang palam, jangan sekali-kali dengan menarik kord.\nJauhkan kord daripada engsel dan rangka katil yang boleh menyepitnya.\nLap dengan kain kering; jangan biarkan bekas perintang basah.',
      },
      images: ['Kord pembumian bergulung, dengan penyambung butang tekan dan palamnya', 'Penyambung butang tekan kord pembumian'],
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
      title: 'Kord Sambungan Pembumian',
      description:
        'Sampai ke soket di hujung bilik. Kord sambungan 5 m ini menghubungkan mana-mana kord pembumian kami ke pin bumi soket dinding; perintang penghad arus 100k ohm dalam kord pembumian anda kekal dalam litar.',
      metafields: {
        'custom.in_the_box': '1 kord sambungan pembumian, 5 m\n1 klip kord untuk memasangnya di sepanjang papan skirting',
        'custom.size_and_fit':
          'Menambah 5 m antara kord pembumian anda dan soket dinding.\nSatu kord sambungan bagi setiap kord: perintang dalam kord pembumian anda kekal dalam litar.',
        'custom.care': 'Pasang di sepanjang dinding, bukan merentasi laluan orang lalu-lalang.\nLap dengan kain kering; pastikan sambungannya kering.',
      },
      images: ['Kord sambungan pembumian 5 m'],
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
      title: 'Penyesuai Palam Pembumian Universal',
      description:
        'Menyambungkan kord pembumian kami ke pin bumi soket dinding. Hanya pin bumi yang berwayar; pin hidup dan neutral diperbuat daripada plastik, jadi hanya sambungan bumi yang digunakan. Jenis G sesuai untuk Singapura, Malaysia, Hong Kong dan UK; Jenis C sesuai untuk Indonesia dan kebanyakan negara Eropah.',
      metafields: {
        'custom.in_the_box': '1 penyesuai palam pembumian untuk jenis soket anda',
        'custom.size_and_fit':
          'Jenis G: Singapura, Malaysia, Hong Kong dan UK.\nJenis C: Indonesia dan kebanyakan negara Eropah.\nJenis A/B: Amerika Syarikat, Kanada dan Filipina.\nHanya pin bumi yang berwayar; pin yang lain diperbuat daripada plastik.',
        'custom.care':
          'Semak pembumian soket dengan penguji sebelum kali pertama digunakan.\nLap dengan kain kering; jangan sekali-kali gunakannya di bilik yang lembap atau di luar rumah.',
      },
      images: ['Penyesuai Palam Pembumian Universal dengan tiang butang tekannya', 'Penyesuai palam dalam kotaknya'],
      options: {
        Socket: {
          name: 'Soket',
          values: {
            'Type G (SG, MY, HK, UK)': 'Jenis G (SG, MY, HK, UK)',
            'Type C (ID, EU)': 'Jenis C (ID, EU)',
            'Type A/B (US)': 'Jenis A/B (US)',
          },
        },
      },
    },
    'conductivity-tester-pen': {
      title: 'Pen Penguji Kekonduksian',
      description:
        'Pastikan pembumian soket dinding bersambung sebelum anda mencucuk palam. Masukkan hujung pen ke dalam lubang pin bumi soket dan sentuh penutup logamnya: lampu yang menyala tanpa berkelip bermakna pembumian ada. Menggunakan bateri butang yang disertakan.',
      metafields: {
        'custom.in_the_box': '1 Pen Penguji Kekonduksian\n1 bateri butang LR44, sudah dipasang\n1 klip poket',
        'custom.care':
          'Keluarkan bateri jika pen tidak akan digunakan selama beberapa bulan.\nGantikan dengan mana-mana bateri LR44 apabila lampunya semakin malap.\nLap dengan kain kering; jauhkan daripada air.',
      },
      images: ['Pen Penguji Kekonduksian dengan lampunya menyala'],
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
      title: 'Penguji Kekonduksian',
      description:
        'Pastikan cadar atau tikar anda konduktif, dari hujung ke hujung. Cucuk penguji pada pin bumi, klipkan pada kord anda dan sentuh fabrik: lampu menunjukkan seluruh laluan dari kulit anda ke bumi berfungsi. Semakan yang baik setiap beberapa bulan, atau selepas membasuh.',
      metafields: {
        'custom.in_the_box': '1 Penguji Kekonduksian dengan palam pin buminya\n1 wayar klip buaya, 1 m\n1 bateri syiling CR2032, sudah dipasang',
        'custom.care':
          'Simpan dengan wayar klip tidak bersambung.\nGantikan bateri syiling dengan mana-mana CR2032 apabila lampunya semakin malap.\nLap dengan kain kering; jauhkan daripada air.',
      },
      images: ['Penguji Kekonduksian dengan probnya', 'Menggunakan Penguji Kekonduksian pada tikar grounding'],
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
      title: 'Penguji Keterusan',
      description:
        'Meter poket dengan dua prob yang menunjukkan sama ada kord atau sehelai fabrik mengalirkan arus dari satu titik ke titik yang lain. Berguna untuk menyemak kord lama atau cadar yang sudah banyak kali dibasuh.',
      metafields: {
        'custom.in_the_box': '1 Penguji Keterusan\n2 prob ujian dengan wayar 80 cm\n2 bateri AAA\n1 beg kecil berzip',
        'custom.care':
          'Matikan selepas digunakan; keluarkan bateri jika anda menyimpannya berbulan-bulan.\nPastikan hujung prob bersih dan kering.\nSimpan dalam begnya, dengan wayar digulung longgar.',
      },
      images: ['Penguji Keterusan dengan dua probnya'],
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
      title: 'Tidur',
      description: 'Cadar dan topper earthing untuk tidur sambil grounding.',
    },
    mats: {
      title: 'Tikar',
      description: 'Tikar earthing untuk meja, lantai dan yoga.',
    },
    accessories: {
      title: 'Aksesori',
      description: 'Kord, penyesuai dan penguji untuk setiap produk grounding.',
    },
    kits: {
      title: 'Kit',
      description: 'Semua yang diperlukan untuk membumikan katil atau seluruh rumah, dalam satu kotak.',
    },
    all: {
      title: 'Semua produk',
      description: 'Semua produk di kedai ini.',
    },
  },
}
