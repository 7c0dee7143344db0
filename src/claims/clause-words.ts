/**
 * A small closed-class lexicon for spotting clauses without a tagger: auxiliaries, pronouns,
 * determiners, subordinators and the finite forms of ~400 common verbs. Splitting a compound
 * sentence is only safe when each part has a subject and a verb; a part-of-speech model would cost
 * milliseconds per answer, this costs a set lookup per word.
 */

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Finite auxiliaries and modals, with their contracted negatives. */
export const AUXILIARIES = words(`
  is are was were am has have had do does did will would can could may might must shall should
  cannot can't won't isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't couldn't
  wouldn't shouldn't mustn't can’t won’t isn’t aren’t wasn’t weren’t hasn’t haven’t hadn’t doesn’t
  don’t didn’t couldn’t wouldn’t shouldn’t`);

/** Pronouns that open a clause as its subject. */
export const SUBJECT_PRONOUNS = words('i you he she it we they there');

/** Demonstratives: a subject when a verb follows ("this caused …"), else a determiner. */
export const DEMONSTRATIVES = words('this these those that');

/** Determiners of plural noun phrases: a base-form verb may follow ("these bulges get bigger"). */
export const PLURAL_DETERMINERS = words('these those many most several all both few other some their our');

/** Words that open a noun phrase. */
export const DETERMINERS = words(`
  the a an its their his her our your my each every some many most several all both no few other
  another such this these those any much more less`);

/** Conjunctions that open a subordinate clause: a clause starting with one is not independent. */
export const SUBORDINATORS = words(`
  since because although though if when whenever while as after before unless until whereas once
  where wherever whether so what how why whoever whatever`);

/** Relative pronouns: after a comma they open a (non-independent) relative clause. */
export const RELATIVES = words('which who whom whose where when');

/** Adverbs that may sit between a conjunction and its clause ("and then it …"). */
export const CLAUSE_ADVERBS = words(`
  also then still now thus therefore hence consequently subsequently later often usually sometimes
  meanwhile instead however moreover furthermore additionally finally eventually currently today
  recently typically generally mostly largely never always already even only just not too`);

/** Words that cannot be the head of a subject noun phrase. */
export const FUNCTION_WORDS = words(`
  and or but nor of to in on at for with by from as than that which who whom whose into onto upon
  about above below over under between among through during without within against toward towards
  across along around behind beyond near not no yes so very too`);

const IRREGULAR = `
  be:was:were have:had do:did go:went make:made take:took give:gave become:became begin:began
  come:came get:got grow:grew rise:rose fall:fell know:knew see:saw say:said find:found think:thought
  tell:told feel:felt leave:left keep:kept hold:held bring:brought buy:bought build:built send:sent
  spend:spent lose:lost pay:paid meet:met run:ran win:won lead:led read:read write:wrote speak:spoke
  break:broke choose:chose drive:drove eat:ate drink:drank fly:flew forget:forgot freeze:froze
  hide:hid ride:rode ring:rang sing:sang sink:sank sit:sat stand:stood steal:stole strike:struck
  swim:swam throw:threw wear:wore draw:drew sell:sold teach:taught catch:caught fight:fought
  seek:sought put:put set:set cut:cut let:let hit:hit cost:cost shut:shut spread:spread hurt:hurt
  quit:quit split:split bear:bore beat:beat bind:bound bite:bit bleed:bled blow:blew breed:bred
  burn:burnt dig:dug feed:fed flee:fled forbid:forbade forgive:forgave hang:hung lay:laid lie:lay
  light:lit mean:meant shake:shook shine:shone shoot:shot sleep:slept slide:slid spin:spun stick:stuck
  sting:stung swear:swore sweep:swept swing:swung tear:tore wake:woke weep:wept wind:wound
  undergo:underwent overcome:overcame understand:understood withdraw:withdrew arise:arose deal:dealt
  forecast:forecast upset:upset shed:shed slay:slew`;

const REGULAR = `
  include contain employ own operate produce cause create use provide allow require help increase
  decrease reduce raise improve remain appear seem serve work play move live die start stop end open
  close call ask answer add change follow form found establish launch release announce report claim
  state suggest show indicate reveal describe explain consider believe expect need want like love
  hate prefer try plan agree refer relate connect depend involve affect protect prevent support oppose
  receive return reach pass visit enter travel arrive happen occur exist belong consist develop design
  publish print record measure estimate earn rank list replace represent rely account act advise apply
  argue arrange attempt attend avoid base behave benefit care carry check collect compare complete
  compete consume continue control cover damage decide declare define deliver deny destroy determine
  differ direct discover discuss display divide double drop elect enable encourage enjoy ensure equal
  escape evolve examine expand experience explore export import extend face fail feature fill finish
  focus force gain generate handle hire host identify ignore imagine impact inform inhabit intend
  introduce invent invest join jump kill last learn limit link look manage mark marry matter mention
  migrate miss name note notice obtain offer order organize organise pick place point prepare present
  press prove pull push react realize realise recognize recommend reflect refuse regard reject
  remember remove rename repeat rest result retire rule save settle share sign solve sound stay store
  study succeed suffer supply surround survive suspect switch talk tend test thank trade train
  transfer treat trigger turn vary view vote wait walk warn wash watch wish wonder worry absorb accept
  achieve acquire adapt adopt aim alter assume attach attract award ban block boost border capture
  celebrate clean climb combine commit communicate compose conclude conduct confirm conquer
  contribute convert cook correspond count crash cross dance defeat delay demand detect dominate dry
  emerge emit evaporate exceed exclude explode fix flow fluctuate heat inherit kick land lack lift
  locate maintain merge mix monitor observe originate peak perform plant possess post predict
  preserve process promote purchase qualify range rate recover register regulate rent reside resign
  respond restore rotate shift shrink smoke spill squeeze stretch submit surpass tax total unite
  update upgrade vanish weigh yield cool melt orbit contribute decline climb double triple halve
  earn lower stabilize stabilise transform translate transmit travel occupy absorb affect cause
  define elevate enhance fuel govern harm heal hinder impair involve kill lower mimic modify motivate
  nourish reproduce stimulate suppress target threaten trap boil compress expand rotate vibrate`;

function thirdPerson(base: string): string {
  if (/(?:s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function regularPast(base: string): string[] {
  if (base.endsWith('e')) return [`${base}d`];
  if (/[^aeiou]y$/.test(base)) return [`${base.slice(0, -1)}ied`];
  const forms = [`${base}ed`];
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(base)) forms.push(`${base}${base[base.length - 1]}ed`);
  return forms;
}

/**
 * How sure a word is a finite verb: `finite` (an auxiliary, a third-person form, or a simple past
 * that differs from its participle, like "grew"), `base` ("get": finite only after a plural
 * subject, and often a noun), `past` ("formed", "made": a past tense or a participle).
 */
export type VerbKind = 'finite' | 'base' | 'past';

function buildVerbKinds(): ReadonlyMap<string, VerbKind> {
  const kinds = new Map<string, VerbKind>();
  const add = (word: string, kind: VerbKind) => {
    const rank = { past: 0, base: 1, finite: 2 };
    const known = kinds.get(word);
    if (!known || rank[kind] > rank[known]) kinds.set(word, kind);
  };
  for (const base of REGULAR.trim().split(/\s+/)) {
    add(base, 'base');
    add(thirdPerson(base), 'finite');
    for (const past of regularPast(base)) add(past, 'past');
  }
  for (const pair of IRREGULAR.trim().split(/\s+/)) {
    const [base, past] = pair.split(':') as [string, string];
    add(base, 'base');
    add(thirdPerson(base), 'finite');
    add(past, PAST_ONLY.has(past) ? 'finite' : 'past');
  }
  for (const word of AUXILIARIES) add(word, 'finite');
  return kinds;
}

/** Simple pasts that are never participles: "grew" is a finite verb wherever it stands. */
const PAST_ONLY = words(`
  was were did went took gave became began came grew rose fell knew saw wrote spoke broke chose drove
  ate drank flew forgot froze hid rode rang sang sank stole swam threw wore drew shook woke tore swore
  arose withdrew underwent overcame forbade forgave bit blew slew`);

const VERB_KINDS = buildVerbKinds();

/** What kind of verb form a lower-case word is, or `undefined` when the lexicon does not know it. */
export function verbKind(word: string): VerbKind | undefined {
  return VERB_KINDS.get(word);
}

/** A contraction of a pronoun and an auxiliary: "it's", "they're", "there's". */
export function isPronounContraction(word: string): boolean {
  const match = /^([a-z]+)['’](?:s|re|ve|ll|d|m)$/.exec(word);
  return (
    match !== null &&
    (SUBJECT_PRONOUNS.has(match[1]!) || DEMONSTRATIVES.has(match[1]!) || match[1] === 'what')
  );
}

/** A word that is probably a verb where a verb is expected: a known form or a regular past in -ed. */
export function isLikelyVerb(word: string): boolean {
  return VERB_KINDS.has(word) || (word.length > 4 && word.endsWith('ed'));
}
