/**
 * Number words from zero to a hundred for each language, generated from its units and tens by its
 * own rule of composition ("fünfundzwanzig", "treinta y cinco", "soixante-dix-huit", "ventotto",
 * "vinte e cinco"), so the tables are complete without being typed out by hand. "One" is left out
 * in every language: it is also the indefinite article (ein, un, uno, um).
 */

type Table = Map<string, number>;

function withUnits(units: readonly string[], from = 2): Table {
  const table: Table = new Map();
  units.forEach((word, value) => {
    if (value >= from || value === 0) table.set(word, value);
  });
  return table;
}

/** German: 0–19 by name, then unit + "und" + ten in one word. */
export function germanNumbers(): Table {
  const units =
    'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'.split(
      ' ',
    );
  const tens = ['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  const table = withUnits(units);
  tens.forEach((ten, index) => {
    const value = (index + 2) * 10;
    table.set(ten, value);
    for (let unit = 1; unit <= 9; unit += 1)
      table.set(`${unit === 1 ? 'ein' : units[unit]}und${ten}`, value + unit);
  });
  table.set('dreissig', 30);
  table.set('hundert', 100);
  table.set('einhundert', 100);
  return table;
}

/** Spanish: 0–29 by name, then ten + " y " + unit. */
export function spanishNumbers(): Table {
  const units =
    'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split(
      ' ',
    );
  const table = withUnits(units);
  const tens = ['treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
  tens.forEach((ten, index) => {
    const value = (index + 3) * 10;
    table.set(ten, value);
    for (let unit = 1; unit <= 9; unit += 1) table.set(`${ten} y ${units[unit]}`, value + unit);
  });
  table.set('cien', 100);
  table.set('ciento', 100);
  return table;
}

/** French: 0–16 by name, dix-sept…, "et un", soixante-dix and quatre-vingt(-dix) counted in twenties. */
export function frenchNumbers(): Table {
  const units =
    'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'.split(
      ' ',
    );
  const table = withUnits(units);
  const upTo19 = (value: number): string => (value <= 16 ? units[value]! : `dix-${units[value - 10]}`);
  for (let value = 17; value <= 19; value += 1) table.set(upTo19(value), value);
  const tens: Array<[string, number]> = [
    ['vingt', 20],
    ['trente', 30],
    ['quarante', 40],
    ['cinquante', 50],
    ['soixante', 60],
  ];
  for (const [ten, value] of tens) {
    table.set(ten, value);
    table.set(`${ten} et un`, value + 1);
    for (let unit = 2; unit <= 9; unit += 1) table.set(`${ten}-${units[unit]}`, value + unit);
  }
  table.set('soixante-dix', 70);
  table.set('soixante et onze', 71);
  for (let value = 12; value <= 19; value += 1) table.set(`soixante-${upTo19(value)}`, 60 + value);
  table.set('quatre-vingts', 80);
  table.set('quatre-vingt', 80);
  for (let value = 1; value <= 19; value += 1)
    table.set(`quatre-vingt-${value === 1 ? 'un' : upTo19(value)}`, 80 + value);
  table.set('septante', 70);
  table.set('huitante', 80);
  table.set('nonante', 90);
  table.set('cent', 100);
  return table;
}

/** Italian: 0–19 by name, then ten (its last vowel dropped before uno and otto) + unit in one word. */
export function italianNumbers(): Table {
  const units =
    'zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove'.split(
      ' ',
    );
  const table = withUnits(units);
  const tens = ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];
  tens.forEach((ten, index) => {
    const value = (index + 2) * 10;
    table.set(ten, value);
    for (let unit = 1; unit <= 9; unit += 1) {
      const stem = unit === 1 || unit === 8 ? ten.slice(0, -1) : ten;
      table.set(`${stem}${unit === 3 ? 'tré' : units[unit]}`, value + unit);
      if (unit === 3) table.set(`${stem}tre`, value + unit);
    }
  });
  table.set('cento', 100);
  return table;
}

/** Portuguese (Portugal and Brazil): 0–19 by name, then ten + " e " + unit. */
export function portugueseNumbers(): Table {
  const units =
    'zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove'.split(
      ' ',
    );
  const table = withUnits(units);
  for (const [word, value] of [
    ['duas', 2],
    ['quatorze', 14],
    ['dezesseis', 16],
    ['dezessete', 17],
    ['dezenove', 19],
  ] as const)
    table.set(word, value);
  const tens = ['vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
  tens.forEach((ten, index) => {
    const value = (index + 2) * 10;
    table.set(ten, value);
    for (let unit = 1; unit <= 9; unit += 1) table.set(`${ten} e ${units[unit]}`, value + unit);
    table.set(`${ten} e duas`, value + 2);
  });
  table.set('cem', 100);
  table.set('cento', 100);
  return table;
}
