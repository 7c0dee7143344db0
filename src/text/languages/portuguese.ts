/** Portuguese (Portugal and Brazil): the local judge's language module (see language-module.ts). */
import type { LanguageData } from './language-module.js';
import { portugueseNumbers } from './number-words.js';

const months =
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(' ');

export const PORTUGUESE: LanguageData = {
  code: 'pt',
  name: 'Portuguese',
  snowball: 'portuguese',
  abbreviations:
    'sr sra srta dr dra prof p.ex pág págs aprox núm n.º etc art cap vol tel av máx mín jan fev mar abr mai jun jul ago set out nov dez'.split(
      ' ',
    ),
  ordinalPeriod: false,
  elisions: [],
  negations: 'não nunca jamais nenhum nenhuma nada ninguém nem tampouco sem'.split(' '),
  negationLooksBack: false,
  notNegating: ['não só', 'não somente', 'não apenas', 'sem dúvida'],
  up: 'mais maior maiores superior superiores mínimo aumentar aumentou aumentaram aumentado aumenta subir subiu subiram crescer cresceu cresceram supera superou'.split(
    ' ',
  ),
  down: 'menos menor menores inferior inferiores máximo diminuir diminuiu diminuíram diminuído diminui baixar baixou baixaram reduzir reduziu reduziram reduzido caiu caíram'.split(
    ' ',
  ),
  upPhrases: ['pelo menos', 'ao menos', 'no mínimo', 'não menos de', 'não menos que'],
  downPhrases: ['no máximo', 'não mais de', 'não mais que', 'não mais do que', 'até um máximo de'],
  comparativeLinkers: ['de', 'do', 'da', 'que'],
  antonyms: [
    ['permitido', 'proibido'],
    ['permitida', 'proibida'],
    ['gratuito', 'pago'],
    ['gratuita', 'paga'],
    ['grátis', 'pago'],
    ['possível', 'impossível'],
    ['disponível', 'esgotado'],
    ['incluído', 'excluído'],
    ['incluída', 'excluída'],
    ['aberto', 'fechado'],
    ['ativado', 'desativado'],
    ['obrigatório', 'opcional'],
    ['obrigatório', 'facultativo'],
    ['antes', 'depois'],
    ['aceito', 'recusado'],
    ['aceite', 'recusado'],
    ['aprovado', 'rejeitado'],
    ['lucro', 'prejuízo'],
    ['seguro', 'perigoso'],
    ['caro', 'barato'],
    ['rápido', 'lento'],
    ['primeiro', 'último'],
    ['reembolsável', 'não reembolsável'],
  ],
  numberWords: portugueseNumbers(),
  percentWords: ['por cento', 'porcentagem', 'percentagem'],
  currencyWords: ['euro', 'euros', 'dólar', 'dólares', 'reais', 'real', 'cêntimos', 'centavos'],
  months: new Map(months.map((month, index) => [month, index + 1] as const)),
  monthAbbreviations: new Map(
    ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'].map(
      (abbreviation, index) => [abbreviation, index + 1] as const,
    ),
  ),
  dateLinkers: ['de', 'do'],
  functionWords:
    'o a os as de do da dos das e é não um uma para por com que são no na nos nas em ao pelo pela está estão foi mais menos'.split(
      ' ',
    ),
  notStopWords:
    'dia dias ano anos meses mês hora horas tempo valor trabalho final fim geral grande grandes bem mal novo nova novos novas primeiro primeira último próximo perto longe possível lado lugar número sistema nível área viagem tarde cedo cento mil'.split(
      ' ',
    ),
};
