/**
 * Irregular verb and adjective forms mapped to their base, so "began" aligns with "begin" and
 * "better" with "good". The Porter stemmer only strips regular suffixes. Ambiguous forms that are
 * also common words in their own right ("found", "left", "lay", "saw") are left out on purpose.
 */
const TABLE =
  'arose:arise arisen:arise ate:eat eaten:eat became:become began:begin begun:begin bent:bend bit:bite ' +
  'bitten:bite bled:bleed blew:blow blown:blow broke:break broken:break bred:breed brought:bring built:build ' +
  'burnt:burn bought:buy caught:catch chose:choose chosen:choose clung:cling came:come crept:creep dealt:deal ' +
  'dug:dig drew:draw drawn:draw dreamt:dream drank:drink drunk:drink drove:drive driven:drive fed:feed felt:feel ' +
  'fought:fight fled:flee flew:fly flown:fly forbade:forbid forbidden:forbid forgot:forget forgotten:forget ' +
  'forgave:forgive forgiven:forgive froze:freeze frozen:freeze gave:give given:give went:go gone:go grew:grow ' +
  'grown:grow hung:hang heard:hear hid:hide hidden:hide held:hold kept:keep knew:know known:know led:lead ' +
  'leapt:leap learnt:learn lent:lend lost:lose made:make meant:mean met:meet mistook:mistake overcame:overcome ' +
  'paid:pay ran:run rang:ring rode:ride ridden:ride rose:rise risen:rise said:say sought:seek sold:sell sent:send ' +
  'shook:shake shaken:shake shone:shine shot:shoot showed:show shown:show shrank:shrink shrunk:shrink sang:sing ' +
  'sung:sing sank:sink sunk:sink slept:sleep slid:slide spoke:speak spoken:speak spent:spend spun:spin ' +
  'sprang:spring stood:stand stole:steal stolen:steal stuck:stick stung:sting struck:strike stricken:strike ' +
  'strove:strive swore:swear sworn:swear swept:sweep swam:swim swum:swim swung:swing took:take taken:take ' +
  'taught:teach tore:tear torn:tear told:tell thought:think threw:throw thrown:throw understood:understand ' +
  'undertook:undertake undertaken:undertake woke:wake woken:wake wore:wear worn:wear wove:weave woven:weave ' +
  'won:win wound:wind withdrew:withdraw withdrawn:withdraw wrote:write written:write ' +
  'upheld:uphold withheld:withhold overtook:overtake overtaken:overtake overthrew:overthrow ' +
  'overthrown:overthrow foresaw:foresee foreseen:foresee outgrew:outgrow outgrown:outgrow ' +
  'better:good best:good worse:bad worst:bad further:far furthest:far farther:far farthest:far ' +
  'children:child men:man women:woman people:person feet:foot teeth:tooth mice:mouse geese:goose ' +
  'criteria:criterion phenomena:phenomenon data:datum analyses:analysis bases:basis crises:crisis theses:thesis';

/** Irregular form → base form (lower case). */
export const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map(
  TABLE.split(' ').map((pair) => pair.split(':') as [string, string]),
);
