/** The embedded store's translations into zh-sg, as Translate & Adapt keeps a store's (a module, so every loader reads it alike). */
export default {
  products: {
    'premium-earthing-flat-sheet': {
      title: '优质接地平铺床单',
      description:
        '每晚都能接地入眠。我们的平铺床单以柔软透气的有机棉织成，细细的银线呈网格状贯穿其中，无论您躺在哪个位置，皮肤都能接触到通往大地的导电路径。\n\n5 m接地线扣在床单一角，插入任何已接地墙壁插座的接地孔。接地线内置100k欧姆限流电阻，保障安全；盒内还附有接地测试器，让您在第一晚使用前先检查插座。把它铺在床笠上，让双腿、背部或双脚直接接触床单：睡眠中即可接地8小时以上。\n\n以冷水和温和、不含漂白剂的洗涤剂机洗，然后晾干。按此保养，银线可持续导电2-5年。',
      metafields: {
        'custom.in_the_box': '1张优质接地平铺床单（您所选的尺寸）\n1条接地线，5 m，内置100k欧姆限流电阻\n1个接地测试器\n1张快速入门卡',
        'custom.size_and_fit':
          '单人：180 x 260 cm，适合不超过107 x 190 cm的床褥。\nQueen：230 x 260 cm，适合不超过152 x 203 cm的床褥。\nKing：270 x 280 cm，适合不超过183 x 203 cm的床褥。\n铺在您平常用的床笠上；按扣接头位于最靠近墙壁插座的床头一角。',
        'custom.care':
          '以冷水（最高30 °C）和温和、不含漂白剂的洗涤剂，用轻柔模式机洗。\n请勿使用衣物柔顺剂或烘干柔顺纸：它们会在银线表面形成涂层。\n在阴凉处晾干；请勿用烘干机烘干或熨烫。\n每1-2周清洗一次：皮肤油脂会随时间减弱导电性能。',
      },
      images: [
        '优质接地平铺床单铺在整理好的床上，已连接墙壁插座',
        '有机棉织纹与导电银线的特写',
        '床单一角的按扣接头',
        '用附带的接地测试器检查床单的连接',
        '装在再生牛皮纸盒里的优质接地平铺床单',
      ],
      options: {
        Size: {
          name: '尺寸',
          values: {
            Single: '单人',
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'fitted-earthing-bed-sheet': {
      title: '接地床笠',
      description:
        '稳稳贴合、不易移位的床笠。加深的松紧边能紧紧包住厚度不超过35 cm的床褥，银线网格覆盖整个睡眠面，无论您夜里怎么翻身，都能保持接地。\n\n附有5 m接地线（内置100k欧姆限流电阻）和接地测试器，可用来检查插座。用它代替您平常用的床笠即可；皮肤接触床笠的任何部分就足够了。\n\n冷水清洗，不用漂白剂或衣物柔顺剂（两者都会在银线表面形成涂层），晾干。正常保养下，可持续导电2-5年。',
      metafields: {
        'custom.in_the_box': '1张接地床笠（您所选的尺寸）\n1条接地线，5 m，内置100k欧姆限流电阻\n1个接地测试器\n1张快速入门卡',
        'custom.size_and_fit':
          '单人：107 x 190 cm。Queen：152 x 203 cm。King：183 x 203 cm。\n加深的床笠边适合厚度20至35 cm的床褥，四周均有松紧带。\n如果您使用床褥垫，请把床褥和床褥垫合起来测量。',
        'custom.care':
          '以冷水（最高30 °C）和温和、不含漂白剂的洗涤剂机洗。\n请勿使用衣物柔顺剂或烘干柔顺纸：它们会在银线表面形成涂层。\n晾干；避免阳光直射，松紧带更耐用。\n清洗前请先解开接地线的按扣。',
      },
      images: ['铺在床褥上的接地床笠，加深的床笠边清晰可见', '织入床笠的导电银线', '床笠附带的5 m接地线'],
      options: {
        Size: {
          name: '尺寸',
          values: {
            Single: '单人',
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'leather-mattress-topper': {
      title: '皮革床褥垫',
      description:
        '专为睡觉容易怕热、或喜欢容易擦拭清洁的人而设计的接地床褥垫。表面是柔软的含碳纯素皮革，整片都能导电，底部为绗缝垫层，防止滑动。\n\n它铺在床褥上，可放在床单下面，也可直接代替床单。附带的5 m接地线内置100k欧姆限流电阻，盒内还附有接地测试器。用湿布加一滴温和肥皂擦拭清洁即可；请勿使用酒精或油类。按此保养，导电表面可使用2-5年。',
      metafields: {
        'custom.in_the_box': '1张皮革床褥垫（您所选的尺寸）\n4条固定用的角带\n1条接地线，5 m，内置100k欧姆限流电阻\n1个接地测试器',
        'custom.size_and_fit':
          'Queen：152 x 203 cm，厚1.5 cm。King：183 x 203 cm，厚1.5 cm。\n铺在床褥上，上面可铺一层薄床单，也可直接躺在上面。\n角带适合厚度不超过35 cm的床褥。',
        'custom.care':
          '用湿布加一滴温和肥皂擦拭，然后自然风干。\n请勿使用酒精、溶剂、油类或皮革护理剂：它们会封住含碳表面。\n请勿机洗、干洗或熨烫。\n每月从床褥上掀起通风一次，约一小时。',
      },
      images: ['铺在床上的皮革床褥垫', '含碳皮革表面与绗缝底层的特写'],
      options: {
        Size: {
          name: '尺寸',
          values: {
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'earthing-therapy-starter-mat': {
      title: '接地理疗入门垫',
      description:
        '开始接地最简单的方式。小巧的25 x 68 cm碳纤维垫，可放在办公桌下踩着、在键盘前垫着手腕，或在沙发上放在腿上。\n\n附有3 m接地线（内置100k欧姆限流电阻）和接地测试器。用湿布擦拭清洁即可。可使用3-7年。',
      metafields: {
        'custom.in_the_box': '1张接地理疗入门垫，25 x 68 cm\n1条接地线，3 m，内置100k欧姆限流电阻\n1个接地测试器',
        'custom.size_and_fit': '25 x 68 cm，厚2 mm：宽度足以在办公桌下放双脚，也可在上面放键盘和鼠标。\n防滑底面让它在硬地板和桌面上都不易移动。',
        'custom.care': '用湿布加少许温和肥皂擦拭；使用前请先晾干。\n请勿在表面使用酒精湿巾、油类或乳液。\n平放或松松卷起收纳，切勿折叠。',
      },
      images: ['接地理疗入门垫与接地线', '放在办公桌上、垫在笔记本电脑下的入门垫', '用接地测试器检查接地垫的连接'],
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
      title: '接地瑜伽垫',
      description:
        '练瑜伽也能接地。5 mm天然橡胶瑜伽垫，有三种尺寸、五种颜色，顶层可导电，让您的双手和双脚在每个体式和摊尸式中都保持接地。\n\n用附带的5 m接地线连接，接地线内置100k欧姆限流电阻，盒内还附有接地测试器。干燥时防滑抓地，容易擦拭清洁，可陪您练习3-7年。',
      metafields: {
        'custom.in_the_box': '1张接地瑜伽垫（您所选的尺寸和颜色）\n1条接地线，5 m，内置100k欧姆限流电阻\n1个接地测试器\n1条背带',
        'custom.size_and_fit':
          '标准：183 x 61 cm。加长：200 x 66 cm，适合身高超过180 cm的人士。加宽：183 x 80 cm，练习空间更宽敞。\n所有尺寸均为5 mm厚天然橡胶，顶层可导电。\n按扣位于垫子顶端，接地线可从您身后接到墙边。',
        'custom.care': '练习后用清水加少许温和肥皂擦拭。\n完全晾干后再卷起。\n避免阳光直射：天然橡胶在紫外线下会褪色变硬。\n请勿在顶层使用酒精喷雾或精油。',
      },
      images: [
        '平铺展开的森林绿接地瑜伽垫',
        '平铺展开的沙色接地瑜伽垫',
        '平铺展开的石板灰接地瑜伽垫',
        '平铺展开的海洋蓝接地瑜伽垫',
        '平铺展开的陶土色接地瑜伽垫',
      ],
      options: {
        Size: {
          name: '尺寸',
          values: {
            'Standard (183 x 61 cm)': '标准（183 x 61 cm）',
            'Long (200 x 66 cm)': '加长（200 x 66 cm）',
            'Wide (183 x 80 cm)': '加宽（183 x 80 cm）',
          },
        },
        Colour: {
          name: '颜色',
          values: {
            Forest: '森林绿',
            Sand: '沙色',
            Slate: '石板灰',
            Ocean: '海洋蓝',
            Clay: '陶土色',
          },
        },
      },
    },
    'earthing-therapy-mat': {
      title: '接地理疗垫',
      description:
        '更大的碳纤维垫，适合铺在地上、沙发上或床上。工作时把赤脚放在上面，看书时横放在腿上，或在夜里垫在腿下。\n\n附有5 m接地线（内置100k欧姆限流电阻）和接地测试器。用湿布擦拭清洁即可。可使用3-7年。',
      metafields: {
        'custom.in_the_box': '1张接地理疗垫（您所选的尺寸）\n1条接地线，5 m，内置100k欧姆限流电阻\n1个接地测试器',
        'custom.size_and_fit':
          '中号：60 x 90 cm，适合铺在办公桌下的地面，或横放在腿上。\n大号：90 x 180 cm，可铺满一张沙发的长度，或在床上垫在腿下。\n两种尺寸均厚2 mm，底面防滑。',
        'custom.care': '用湿布加少许温和肥皂擦拭；使用前请先晾干。\n请勿在表面使用酒精湿巾、油类或乳液。\n平放或松松卷起收纳，切勿折叠。',
      },
      images: ['铺在地上的接地理疗垫，赤脚放在上面', '放在办公桌下的接地理疗垫', '接地垫的按扣接头'],
      options: {
        Size: {
          name: '尺寸',
          values: {
            'Medium (60 x 90 cm)': '中号（60 x 90 cm）',
            'Large (90 x 180 cm)': '大号（90 x 180 cm）',
          },
        },
      },
    },
    'grounding-sleep-starter-kit': {
      title: '接地睡眠入门套装',
      description:
        '接地入眠所需的一切，一盒配齐：一张优质接地平铺床单、一对接地枕套、一条5 m接地线（内置100k欧姆限流电阻）、一个Type G转换插头和一个接地测试器。\n\n以冷水清洗、不用漂白剂或衣物柔顺剂，床单和枕套可使用2-5年。',
      metafields: {
        'custom.in_the_box':
          '1张优质接地平铺床单（您所选的尺寸）\n2个接地枕套，51 x 76 cm\n1条接地线，5 m，内置100k欧姆限流电阻\n1个Type G转换插头\n1个接地测试器',
        'custom.size_and_fit':
          'Queen：230 x 260 cm平铺床单，适合不超过152 x 203 cm的床褥。\nKing：270 x 280 cm平铺床单，适合不超过183 x 203 cm的床褥。\n枕套适合标准枕头，与床单扣在同一条接地线上。',
        'custom.care':
          '以冷水和温和、不含漂白剂的洗涤剂机洗；请勿使用衣物柔顺剂。\n在阴凉处晾干；请勿用烘干机烘干或熨烫。\n枕套每周清洗：护发产品比皮肤油脂累积得更快。',
      },
      images: ['接地睡眠入门套装的全部物品摊开展示', '铺在整理好的床上的套装平铺床单', '接地睡眠入门套装的包装盒'],
      options: {
        Size: {
          name: '尺寸',
          values: {
            Queen: 'Queen',
            King: 'King',
          },
        },
      },
    },
    'whole-home-grounding-kit': {
      title: '全屋接地套装',
      description:
        '让床、办公桌和沙发都能接地：一张优质接地平铺床单（Queen）、一张接地理疗垫（中号）、一张接地理疗入门垫、两条5 m接地线（内置100k欧姆限流电阻）、一个Type G转换插头和一个接地测试器。\n\n此套装正在补货，暂时售罄；套装内的各件商品均可单独购买。',
      metafields: {
        'custom.in_the_box':
          '1张优质接地平铺床单，Queen\n1张接地理疗垫，中号（60 x 90 cm）\n1张接地理疗入门垫（25 x 68 cm）\n2条接地线，5 m，内置100k欧姆限流电阻\n1个Type G转换插头\n1个接地测试器',
        'custom.size_and_fit':
          '床单适合不超过152 x 203 cm的Queen床褥。\n两张接地垫可分别用在办公桌，以及沙发或沙发前的地面。\n两条接地线可让两件产品同时连接；第三件需要另备一条接地线。',
        'custom.care':
          '床单以冷水和温和、不含漂白剂的洗涤剂清洗后晾干；请勿使用衣物柔顺剂。\n接地垫用湿布加温和肥皂擦拭；请勿使用酒精或油类。\n每隔几个月用接地测试器检查每件产品。',
      },
      images: ['全屋接地套装的各件物品摊开展示', '全屋接地套装的包装盒'],
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
      title: '接地线（内置100k欧姆电阻）',
      description: '适用于我们所有床单和接地垫的替换线或备用线。一端是按扣接头，另一端是接地插头，线上嵌有100k欧姆限流电阻，保障安全。',
      metafields: {
        'custom.in_the_box': '1条接地线（您所选的长度），线上嵌有100k欧姆限流电阻\n1个按扣转夹子转接头，适用于夹式接头的产品',
        'custom.size_and_fit':
          '3 m适合床边或桌边的插座；5 m可横跨大多数卧室；10 m可接到大房间另一边的插座。\n按扣接头适用于每一款Groundwell床单、接地垫和枕套。\n插头适用于Type G插座；其他插座请搭配万用接地转换插头。',
        'custom.care': '拔插头时请捏住插头，切勿拉扯电线。\n让电线远离铰链和床架，以免被夹住。\n用干布擦拭；请勿弄湿电阻外壳。',
      },
      images: ['卷好的接地线，附按扣接头和插头', '接地线的按扣接头'],
      options: {
        Length: {
          name: '长度',
          values: {
            '3 m': '3 m',
            '5 m': '5 m',
            '10 m': '10 m',
          },
        },
      },
    },
    'grounding-extension-cord': {
      title: '接地延长线',
      description: '可接到房间另一边的插座。这条5 m延长线能把我们任何一条接地线连接到墙壁插座的接地孔；您接地线上的100k欧姆限流电阻仍保留在线路中。',
      metafields: {
        'custom.in_the_box': '1条接地延长线，5 m\n1个线夹，可沿踢脚板固定电线',
        'custom.size_and_fit': '在您的接地线和墙壁插座之间增加5 m。\n每条接地线只接一条延长线：接地线上的电阻仍保留在线路中。',
        'custom.care': '沿着墙边铺设，不要横过走道。\n用干布擦拭；保持接头干燥。',
      },
      images: ['5 m接地延长线'],
      options: {
        Length: {
          name: '长度',
          values: {
            '5 m': '5 m',
          },
        },
      },
    },
    'universal-grounding-plug-adapter': {
      title: '万用接地转换插头',
      description:
        '把我们的接地线连接到墙壁插座的接地孔。只有接地插脚接通电路；火线和零线插脚为塑料材质，所以只会用到接地连接。Type G适用于新加坡、马来西亚、香港和英国；Type C适用于印尼和欧洲大部分地区。',
      metafields: {
        'custom.in_the_box': '1个接地转换插头（适合您的插座类型）',
        'custom.size_and_fit':
          'Type G：新加坡、马来西亚、香港和英国。\nType C：印尼和欧洲大部分地区。\nType A/B：美国、加拿大和菲律宾。\n只有接地插脚接通电路；其他插脚为塑料材质。',
        'custom.care': '首次使用前，请先用测试器检查插座的接地。\n用干布擦拭；切勿在潮湿的房间或户外使用。',
      },
      images: ['万用接地转换插头及其按扣柱', '装在包装盒里的转换插头'],
      options: {
        Socket: {
          name: '插座',
          values: {
            'Type G (SG, MY, HK, UK)': 'Type G（SG、MY、HK、UK）',
            'Type C (ID, EU)': 'Type C（ID、EU）',
            'Type A/B (US)': 'Type A/B（US）',
          },
        },
      },
    },
    'conductivity-tester-pen': {
      title: '导电测试笔',
      description: '插上电源前，先检查墙壁插座的接地是否连通。把测试笔的笔尖插入插座的接地孔，再触碰金属笔帽：灯持续亮起，就表示接地正常。使用附带的纽扣电池。',
      metafields: {
        'custom.in_the_box': '1支导电测试笔\n1颗LR44纽扣电池（已装好）\n1个笔夹',
        'custom.care': '如果几个月不用，请取出电池。\n灯光变暗时，换上任何一颗LR44电池即可。\n用干布擦拭；避免接触水。',
      },
      images: ['灯亮着的导电测试笔'],
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
      title: '导电测试器',
      description:
        '确认您的床单或接地垫从头到尾都能导电。把测试器插入接地孔，夹在接地线上，再触碰布料：灯亮起，表示从您的皮肤到大地的整条路径都运作正常。建议每隔几个月，或清洗后检查一次。',
      metafields: {
        'custom.in_the_box': '1个导电测试器，附接地插头\n1条鳄鱼夹导线，1 m\n1颗CR2032纽扣电池（已装好）',
        'custom.care': '收纳时请拔下鳄鱼夹导线。\n灯光变暗时，换上任何一颗CR2032电池即可。\n用干布擦拭；避免接触水。',
      },
      images: ['导电测试器及其探头', '在接地垫上使用导电测试器'],
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
      title: '通断测试器',
      description: '附两支探针的袖珍测试仪，可显示电线或一块布料从一点到另一点是否导电。很适合用来检查旧的接地线，或清洗多次后的床单。',
      metafields: {
        'custom.in_the_box': '1个通断测试器\n2支测试探针，导线长80 cm\n2颗AAA电池\n1个拉链收纳袋',
        'custom.care': '使用后请关闭电源；如需存放几个月，请取出电池。\n保持探针尖端清洁干燥。\n收纳在收纳袋里，导线松松卷起。',
      },
      images: ['通断测试器及其两支探针'],
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
      title: '睡眠',
      description: '接地床单和床褥垫，让您接地入眠。',
    },
    mats: {
      title: '接地垫',
      description: '适合办公桌、地面和瑜伽的接地垫。',
    },
    accessories: {
      title: '配件',
      description: '适用于所有接地产品的接地线、转换插头和测试器。',
    },
    kits: {
      title: '套装',
      description: '为床或全屋接地所需的一切，一盒配齐。',
    },
    all: {
      title: '全部商品',
      description: '店内所有商品。',
    },
  },
}
