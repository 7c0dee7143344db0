/** Spanish: the local judge's language module (see language-module.ts for what each field does). */
import type { LanguageData } from './language-module.js';
import { spanishNumbers } from './number-words.js';

const months =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');

export const SPANISH: LanguageData = {
  code: 'es',
  name: 'Spanish',
  snowball: 'spanish',
  abbreviations:
    'sr sra srta dr dra ud uds p.ej pág págs aprox núm n.º etc ee.uu art cap vol tel av avda ej máx mín ene feb mar abr may jun jul ago sep oct nov dic'.split(
      ' ',
    ),
  ordinalPeriod: false,
  elisions: [],
  negations: 'no nunca jamás ningún ninguna ninguno ningunos ningunas nada nadie ni tampoco sin'.split(' '),
  negationLooksBack: false,
  notNegating: ['no solo', 'no sólo', 'no obstante', 'ni siquiera'],
  up: 'más mayor mayores superior superiores mínimo aumentar aumentó aumentado aumenta subir subió subido crecer creció incrementó supera superó'.split(
    ' ',
  ),
  down: 'menos menor menores inferior inferiores máximo disminuir disminuyó disminuido disminuye bajar bajó bajado reducir redujo reducido cayó caído'.split(
    ' ',
  ),
  upPhrases: ['al menos', 'por lo menos', 'como mínimo', 'no menos de', 'no menos que'],
  downPhrases: ['como máximo', 'a lo sumo', 'no más de', 'no más que', 'hasta un máximo de'],
  comparativeLinkers: ['de', 'del', 'que'],
  antonyms: [
    ['permitido', 'prohibido'],
    ['permitida', 'prohibida'],
    ['gratuito', 'pago'],
    ['gratuito', 'pagado'],
    ['gratis', 'pago'],
    ['gratuita', 'pagada'],
    ['posible', 'imposible'],
    ['disponible', 'agotado'],
    ['incluido', 'excluido'],
    ['incluida', 'excluida'],
    ['abierto', 'cerrado'],
    ['activado', 'desactivado'],
    ['obligatorio', 'opcional'],
    ['obligatorio', 'voluntario'],
    ['antes', 'después'],
    ['aceptado', 'rechazado'],
    ['aprobado', 'rechazado'],
    ['ganancia', 'pérdida'],
    ['seguro', 'inseguro'],
    ['caro', 'barato'],
    ['rápido', 'lento'],
    ['primero', 'último'],
    ['reembolsable', 'no reembolsable'],
  ],
  numberWords: spanishNumbers(),
  percentWords: ['por ciento', 'porcentaje'],
  currencyWords: ['euro', 'euros', 'dólar', 'dólares', 'céntimos', 'pesos'],
  months: new Map([...months.map((month, index) => [month, index + 1] as const), ['setiembre', 9]]),
  monthAbbreviations: new Map(
    ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'].map(
      (abbreviation, index) => [abbreviation, index + 1] as const,
    ),
  ),
  dateLinkers: ['de', 'del'],
  functionWords:
    'el la los las de del y es no en un una por para con se que son está están al más menos'.split(' '),
  notStopWords:
    'dia dias día días horas tiempo valor trabajo final fin general gran grandes bien mal mejor peor nuevo nueva nuevos nuevas primer primera primero primeros último última últimos próximo cerca lejos posible pasado lugar parte tarde temprano largo breve'.split(
      ' ',
    ),
};
