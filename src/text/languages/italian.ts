/** Italian: the local judge's language module (see language-module.ts for what each field does). */
import type { LanguageData } from './language-module.js';
import { italianNumbers } from './number-words.js';

const months =
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' ');

export const ITALIAN: LanguageData = {
  code: 'it',
  name: 'Italian',
  snowball: 'italian',
  abbreviations:
    'sig sigg dott dr prof ing avv ecc pag pagg ca es n nr tel art cap vol max min gen feb mar apr mag giu lug ago set ott nov dic'.split(
      ' ',
    ),
  ordinalPeriod: false,
  elisions: [
    "l'",
    "un'",
    "dell'",
    "all'",
    "dall'",
    "nell'",
    "sull'",
    "coll'",
    "d'",
    "c'",
    "quest'",
    "quell'",
    "po'",
  ],
  negations: 'non mai nessun nessuno nessuna niente nulla né senza neanche nemmeno neppure'.split(' '),
  negationLooksBack: false,
  notNegating: ['non solo', 'non soltanto', 'senza dubbio'],
  up: 'più maggiore maggiori superiore superiori minimo aumentare aumentato aumenta crescere cresciuto salito supera superato'.split(
    ' ',
  ),
  down: 'meno minore minori inferiore inferiori massimo diminuire diminuito diminuisce ridurre ridotto calato sceso'.split(
    ' ',
  ),
  upPhrases: ['almeno', 'come minimo', 'non meno di', 'non meno che', 'perlomeno', 'per lo meno'],
  downPhrases: ['al massimo', 'non più di', 'non più che', 'fino a un massimo di'],
  comparativeLinkers: ['di', 'del', 'della', 'dei', 'delle', 'che'],
  antonyms: [
    ['consentito', 'vietato'],
    ['consentita', 'vietata'],
    ['permesso', 'vietato'],
    ['gratuito', 'pagamento'],
    ['gratuita', 'pagamento'],
    ['gratis', 'pagamento'],
    ['possibile', 'impossibile'],
    ['disponibile', 'esaurito'],
    ['incluso', 'escluso'],
    ['inclusa', 'esclusa'],
    ['aperto', 'chiuso'],
    ['attivato', 'disattivato'],
    ['obbligatorio', 'facoltativo'],
    ['obbligatorio', 'opzionale'],
    ['prima', 'dopo'],
    ['accettato', 'rifiutato'],
    ['approvato', 'respinto'],
    ['guadagno', 'perdita'],
    ['sicuro', 'pericoloso'],
    ['caro', 'economico'],
    ['veloce', 'lento'],
    ['primo', 'ultimo'],
    ['rimborsabile', 'non rimborsabile'],
  ],
  numberWords: italianNumbers(),
  percentWords: ['per cento', 'percento', 'percentuale'],
  currencyWords: ['euro', 'dollari', 'dollaro', 'centesimi'],
  months: new Map(months.map((month, index) => [month, index + 1] as const)),
  monthAbbreviations: new Map(
    ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'].map(
      (abbreviation, index) => [abbreviation, index + 1] as const,
    ),
  ),
  dateLinkers: [],
  functionWords: 'il lo la gli le di del della e è non un una per con che sono nel al più meno i'.split(' '),
  notStopWords:
    'giorni giorno anni anno mesi ore tempo prima primo ultimo ultima possibile nuovo nuovi città paese persone gente grande lungo vicino lontano doppio triplo cento mila milioni miliardi registrazione consiglio futuro seguente successivo'.split(
      ' ',
    ),
};
