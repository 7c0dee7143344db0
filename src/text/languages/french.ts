/** French: the local judge's language module (see language-module.ts for what each field does). */
import type { LanguageData } from './language-module.js';
import { frenchNumbers } from './number-words.js';

const months = 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
  ' ',
);

export const FRENCH: LanguageData = {
  code: 'fr',
  name: 'French',
  snowball: 'french',
  abbreviations:
    'm mm mme mmes mlle dr pr p.ex env etc av bd n° no tél cf éd vol chap art max min janv févr fév avr juil sept oct nov déc'.split(
      ' ',
    ),
  ordinalPeriod: false,
  elisions: ["l'", "d'", "j'", "m'", "t'", "s'", "c'", "qu'", "jusqu'", "lorsqu'", "puisqu'", "n'"],
  negatingElisions: ["n'"],
  negations: 'ne pas jamais aucun aucune rien sans ni guère nullement'.split(' '),
  negationLooksBack: false,
  negationNeedsPartner: {
    word: ['ne', "n'"],
    partners: [
      'pas',
      'jamais',
      'aucun',
      'aucune',
      'rien',
      'personne',
      'plus',
      'guère',
      'nullement',
      'ni',
      'nul',
      'nulle',
    ],
  },
  notNegating: ['non seulement', 'pas seulement', 'sans doute'],
  up: 'plus supérieur supérieure supérieurs minimum augmenter augmenté augmente hausse croissance dépasse dépassé'.split(
    ' ',
  ),
  down: 'moins inférieur inférieure inférieurs maximum diminuer diminué diminue baisse baissé réduit réduire'.split(
    ' ',
  ),
  upPhrases: ['au moins', 'au minimum', 'pas moins de', 'pas moins que'],
  downPhrases: ['au plus', 'au maximum', 'tout au plus', 'pas plus de', 'pas plus que', "jusqu'à"],
  comparativeLinkers: ['de', 'que', "d'", "qu'"],
  antonyms: [
    ['autorisé', 'interdit'],
    ['autorisée', 'interdite'],
    ['permis', 'interdit'],
    ['gratuit', 'payant'],
    ['gratuite', 'payante'],
    ['possible', 'impossible'],
    ['disponible', 'épuisé'],
    ['inclus', 'exclu'],
    ['incluse', 'exclue'],
    ['ouvert', 'fermé'],
    ['activé', 'désactivé'],
    ['obligatoire', 'facultatif'],
    ['obligatoire', 'optionnel'],
    ['avant', 'après'],
    ['accepté', 'refusé'],
    ['approuvé', 'rejeté'],
    ['bénéfice', 'perte'],
    ['sûr', 'dangereux'],
    ['cher', 'bon marché'],
    ['rapide', 'lent'],
    ['premier', 'dernier'],
    ['remboursable', 'non remboursable'],
  ],
  numberWords: frenchNumbers(),
  percentWords: ['pour cent', 'pourcentage', 'pourcent'],
  currencyWords: ['euro', 'euros', 'dollar', 'dollars', 'centimes', 'francs'],
  months: new Map(months.map((month, index) => [month, index + 1] as const)),
  monthAbbreviations: new Map(
    ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'].map(
      (abbreviation, index) => [abbreviation, index + 1] as const,
    ),
  ),
  dateLinkers: [],
  functionWords:
    'le la les de des du et est ne pas un une pour par avec que sont dans au aux plus moins en'.split(' '),
  notStopWords:
    'jour jours fois premier première dernier possible possibles nouveau nouveaux haut bas retour reste seul seule seulement ouvert ouverte ouverts rare rares unique uniques suffisant valeur sujet directe directement juste bon beau gens pièce personnes maximale minimale'.split(
      ' ',
    ),
};
