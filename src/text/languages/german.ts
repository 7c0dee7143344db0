/** German: the local judge's language module (see language-module.ts for what each field does). */
import type { LanguageData } from './language-module.js';
import { germanNumbers } from './number-words.js';

const months = 'januar februar märz april mai juni juli august september oktober november dezember'.split(
  ' ',
);

export const GERMAN: LanguageData = {
  code: 'de',
  name: 'German',
  snowball: 'german',
  abbreviations:
    'z.b bzw usw ca nr s abs d.h u.a evtl ggf inkl exkl zzgl max min mio mrd str tel vgl bspw sog etc dr prof hr fr jan feb mär apr jun jul aug sep sept okt nov dez'.split(
      ' ',
    ),
  ordinalPeriod: true,
  elisions: [],
  negations:
    'nicht kein keine keinen keinem keiner keines nie niemals nichts niemand weder ohne nirgends'.split(' '),
  negationLooksBack: true,
  notNegating: ['nicht nur', 'nicht zuletzt', 'nichts als'],
  up: 'mehr höher größer mindestens steigen stieg gestiegen erhöht erhöhen zunehmen zugenommen länger über'.split(
    ' ',
  ),
  down: 'weniger niedriger geringer kleiner höchstens maximal sinken sank gesunken gesenkt senken abnehmen abgenommen kürzer unter'.split(
    ' ',
  ),
  upPhrases: ['nicht weniger als', 'mindestens', 'wenigstens'],
  downPhrases: ['nicht mehr als', 'bis zu', 'höchstens'],
  comparativeLinkers: ['als'],
  antonyms: [
    ['erlaubt', 'verboten'],
    ['zulässig', 'unzulässig'],
    ['kostenlos', 'kostenpflichtig'],
    ['gratis', 'kostenpflichtig'],
    ['möglich', 'unmöglich'],
    ['verfügbar', 'vergriffen'],
    ['inbegriffen', 'ausgeschlossen'],
    ['enthalten', 'ausgeschlossen'],
    ['erstattet', 'einbehalten'],
    ['geöffnet', 'geschlossen'],
    ['aktiviert', 'deaktiviert'],
    ['pflicht', 'freiwillig'],
    ['obligatorisch', 'optional'],
    ['früher', 'später'],
    ['vorher', 'nachher'],
    ['online', 'offline'],
    ['gestiegen', 'gesunken'],
    ['gewinn', 'verlust'],
    ['akzeptiert', 'abgelehnt'],
    ['genehmigt', 'abgelehnt'],
    ['sicher', 'unsicher'],
    ['teuer', 'billig'],
    ['schnell', 'langsam'],
    ['zuerst', 'zuletzt'],
  ],
  numberWords: germanNumbers(),
  percentWords: ['prozent', 'prozentpunkte'],
  currencyWords: ['euro', 'eur', 'dollar', 'cent', 'franken', 'pfund'],
  months: new Map([
    ...months.map((month, index) => [month, index + 1] as const),
    ['jänner', 1],
    ['maerz', 3],
  ]),
  monthAbbreviations: new Map(
    ['jan', 'feb', 'mär', 'apr', 'mai', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dez'].map(
      (abbreviation, index) => [abbreviation, index + 1] as const,
    ),
  ),
  dateLinkers: ['den'],
  functionWords:
    'der die das und ist nicht kein keine ein eine mit für von zu den dem des im am sind wird werden wurde können kann auch als bei nach'.split(
      ' ',
    ),
  notStopWords:
    'tag tage tagen jahr jahre jahren zeit uhr gut gute guter gutes neue neuen lang lange kurz groß große großen gross grosse kleine kleinen kleiner möglich recht richtig schlecht morgen heute mensch menschen mann sache teil ende ordnung startseite offen zurück früher später gleich'.split(
      ' ',
    ),
};
