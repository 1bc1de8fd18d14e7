/**
 * The seeded content writes amounts the way the site does ('₺999'a', not '999 TRY'ye') and names
 * the casino discount in Turkish on Turkish pages ('%30 Casino İndirimi'). Only a text still as it
 * was seeded is rewritten, known by its md5; a text the operator has changed is left as they wrote it.
 */
const SEEDED_TEXTS: Record<string, Record<string, string[]>> = {
  sliders: {
    title: [
      '0a75d5f4495f8b960d66e1f257199e45',
      '578d98d919eaf4ce791e59fc5722b0d7',
      '8bccb7bbbe74cb48be63e66801bc2511',
      'cf8187bea9bd70e9141964c566b5ec8a',
    ],
    subtitle: [
      '01881d2a2d14142aba870e952032a99a',
      '38ef943b7050a0e26b36679f03f735cd',
      '3fd4e4031c08425382f1be9edd2d48e5',
      'c0947cf6347536e0cafaf1c6a82940b7',
      'da13b7f77005b47483769adbd543e396',
      'da360fe173aad31dcb81c8da31bd9bf4',
    ],
  },
  promotions: {
    title: [
      '0a75d5f4495f8b960d66e1f257199e45',
      '4b1845005bf2e506d451c58774d61b84',
      '7527bbbb5ccb0b63aa0b69642c2bdc50',
      '8bccb7bbbe74cb48be63e66801bc2511',
      'cf8187bea9bd70e9141964c566b5ec8a',
    ],
    summary: [
      '0cb1efecdcdfc9ce2362998998999f1c',
      '198f2603f7c6b41b09b35184147168fc',
      '437bac6ab3696f8c605b793698c2d086',
      '6d9eea569f374fae3b18d8532b4c8b15',
      'bcdba130e1145c0a8195a8119c090879',
      'c8d4d45e13fdf817d98c1a00a97bfee5',
      'f19ecbf08167b9c3f6c8519c6d7f97da',
      'f99d0c78b9de63d47a46e22d37d89000',
    ],
    content: [
      '04faa7a54d9ee2bac610d88b06ee625e',
      '0ff72811f3ad8e2e8c6e2f266b726abb',
      '1074dd49cb2936be8586534dc472ba40',
      '2fc227ff901098899e1ec1d13d063674',
      '340f4f00284eb8b8674da6e76d3047b2',
      '34ba6d0253ffe86a6c60707b6a47b808',
      '3e910ddacb37ab07adf5197d7cf5b395',
      '48827cfaf7800b2ccba471de95a385ba',
      '575fd71015aee96993b9bb3ff5feee63',
      '68fa67e363c84335b496f919e270cbcb',
      '7b9e811e9109b83bc792971478dbee2a',
      '8868cd24cdb24eba7a71075fe5c60bc7',
      '95379e73c0041ee62f2d7e8188b2df2b',
      '9ca26b9af31d474b3c9c9bbadd578901',
      'b254989e94223acfaa7d25c243e52c06',
      'bbb328972e520d5297cfc8287f6c8d17',
    ],
  },
  popups: {
    title: ['55b487525e64f32801e3e772d8a4ff77', '7ed6321432ac7e111690514c4322fedc'],
    content: ['54b68998577b68a0728d0d120d01ad75', 'b9182b5422311a1b77c4a5aa49a3f6e7'],
  },
  special_dates: {
    text: ['0cd75b6895e1ec0f805a1f2f5d888a1d', 'c7c50ac0b61fcd80fece97fcc4dd70c0'],
  },
  tournaments: {
    description: [
      '0537461e0a1de12aea210bd775fe69b3',
      '105daaf57933ed9c5969e6dd7aff41b5',
      'a5bdaf34410e3bf596ff257b2bde656c',
      'aa4c96c8a2b683cc139e614798a751b8',
      'c43fac61a5a4bc22ce7727c498580a59',
      'd63a715779633877c715cd0015cea561',
    ],
  },
  information: {
    text: [
      '388f4ae4883a05970ce3adfb9767cfbf',
      '4b3da4d05b4b8457c9cf0f6141fff186',
      '501985fc730164b34e3c236e96d1dd09',
      '82b2803b0cb76026a74bd9047558d2d4',
      'ae5a80b7e1c9934ee5a1693babe6428c',
      'ae6abda71a6e0cdb98307140b309884e',
      'd334c241ed47e8a84f36204bae5e49d4',
      'e74c5b0377aed6eb928f130c59d989e4',
      'f1ea45019f0085f02c862801786b8e00',
    ],
  },
};

/** The rewrite, in SQL: the two amounts whose Turkish suffix changes, then every 'N TRY'. */
const rewritten = (column: string) =>
  `regexp_replace(replace(replace(replace(${column}, '999 TRY''ye', '₺999''a'), '100 TRY’dir', '₺100’dür'),
     '%30 Casino Discount', '%30 Casino İndirimi'), '(\\d[\\d.,]*) TRY\\M', '₺\\1', 'g')`;

export const statements = Object.entries(SEEDED_TEXTS).flatMap(([table, columns]) =>
  Object.entries(columns).map(
    ([column, hashes]) =>
      `UPDATE ${table} SET ${column} = ${rewritten(column)}
       WHERE md5(${column}) IN (${hashes.map((hash) => `'${hash}'`).join(', ')})`,
  ),
);
