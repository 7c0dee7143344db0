/**
 * A value against a bound: "A suitcase weighing 35 kg won't be accepted" against "Bags weighing
 * more than 32 kg will not be accepted" states an instance of the rule, not another number; so
 * does "A 15-year-old is not eligible" against "open to residents aged 16 or over", where the value
 * lies outside the bound and the claim negates what the sentence allows. Read where the number
 * comparison finds the two values differ.
 */
import { DAY, type Quantity, TIME_OF_DAY, YEAR } from './quantity.js';

/** Where the claim's value lies against the sentence's bound, or null when the sentence states no bound. */
export type BoundRelation = 'within' | 'outside' | null;

/** Words before a value that make it a lower bound; `strict` when the value itself is excluded. */
const LOWER_BEFORE =
  /\b(?:(?:no|not) (?:less|fewer|lower|shorter|smaller|younger|lighter) than|(?<!\b(?:no|not) )(more|greater|longer|older|higher|heavier|larger|bigger|wider|taller|deeper) than|over|above|exceeding|at least|a minimum of|minimum)\s*$/i;
const UPPER_BEFORE =
  /\b(?:(?:no|not) (?:more|greater|higher|longer|larger|bigger|taller|wider|heavier|older) than|(?<!\b(?:no|not) )(less|fewer|shorter|younger|lower|lighter|smaller|narrower|shallower) than|under|below|up to|at most|a maximum of|maximum|within|(?:not|never) exceed)\s*$/i;
/** "up to" before a span, and "before" or "in advance" after it: a deadline ahead of an event. */
const UP_TO = /\bup to\s*$/i;
const AHEAD_AFTER = /^\s*(?:before|prior to|in advance|ahead)\b/i;
/** "only after ten years": a span from which a rule holds. */
const ONLY_AFTER = /\bonly after\s*$/i;
const LOWER_AFTER = /^\s*(?:\+|(?:or|and) (?:more|over|above|older|longer|higher|greater|up|later|newer)\b)/i;
const UPPER_AFTER = /^\s*(?:(?:or|and) (?:less|fewer|under|below|younger|shorter|lower|earlier)\b)/i;
/**
 * A claim value with a comparison of its own is a bound itself, compared value to value: any bound
 * word shortly before it in its clause ("a maximum cost of 12.50").
 */
const CLAIM_BOUND_BEFORE =
  /\b(?:maximum|minimum|max|min|limit\w*|cap(?:ped)?|up to|at least|at most|more than|less than|fewer than|over|under|above|below|exceed\w*|within)\b[^.;:]*$/i;

/** Bound words in claims and sentences alike, for `boundSide`: "no more than" is an upper bound. */
const NEGATED_LOWER = /\b(?:no|not) (?:more|greater|longer|higher|heavier|larger|bigger) than\s*$/i;
const NEGATED_UPPER = /\b(?:no|not) (?:less|fewer|shorter|lower|lighter|smaller) than\s*$/i;
const SIDE_LOWER =
  /\b(?:(?:more|greater|longer|older|higher|heavier|larger|bigger|wider|taller) than|over|above|exceeding|beyond|at least|a minimum of|minimum)\s*$/i;
const SIDE_UPPER =
  /\b(?:(?:less|fewer|shorter|younger|lower|lighter|smaller) than|under|below|up to|at most|a maximum of|maximum)\s*$/i;

/**
 * Which side of its value a quantity bounds, as written: "at least 75%", "75% or more" and "no
 * less than 75%" bound it from below; "up to 30 kg", "no more than 30 kg" from above; null for a
 * value stated plainly. The words are the ones right before the value (or "or more" after it),
 * `written` the bound with its value.
 */
export function boundSide(
  source: string,
  quantity: Quantity,
  /** Read a bound before a currency sign too ("more than £40"), as the reading of opposite bounds does. */
  options: { sign?: boolean } = {},
): { side: 'lower' | 'upper'; words: string; written: string } | null {
  const { before, after } = around(source, quantity, options.sign);
  const read = (pattern: RegExp, text: string) => pattern.exec(text)?.[0].trim();
  const found: Array<['lower' | 'upper', string | undefined]> = [
    ['upper', read(NEGATED_LOWER, before)],
    ['lower', read(NEGATED_UPPER, before)],
    ['lower', read(SIDE_LOWER, before) ?? read(LOWER_AFTER, after)],
    ['upper', read(SIDE_UPPER, before) ?? read(UPPER_AFTER, after)],
  ];
  const [side, words] = found.find(([, text]) => text !== undefined) ?? [];
  if (!side || !words) return null;
  // The bound with its value, as written: "at least 75%", "seven days or more".
  const value = quantity.duration?.text ?? quantity.text;
  const trailing = /^(?:or|and|\+)/iu.test(words);
  return { side, words, written: trailing ? `${value} ${words}` : `${words} ${value}` };
}

/**
 * The words either side of a quantity, at most 40 characters each; with `sign`, a currency sign
 * before the value is the value's ("no more than £40").
 */
function around(source: string, quantity: Quantity, sign = false): { before: string; after: string } {
  const before = source.slice(Math.max(0, quantity.start - 40), quantity.start);
  return {
    before: sign ? before.replace(/\p{Sc}\s*$/u, '') : before,
    // A duration's unit word ends it ("seven days or more").
    after: source.slice(Math.max(quantity.end, quantity.duration?.unitEnd ?? 0), quantity.end + 40),
  };
}

/** Whether a value is an age: "a 12-year-old", "children aged 12", "18 years of age", "16 years or over". */
function isAge(quantity: Quantity, source: string): boolean {
  return (
    /^[- ](?:years?|months?)(?:[- ]olds?\b| of age\b| or (?:over|older|above)\b| and (?:over|older|above)\b)/i.test(
      source.slice(quantity.end, quantity.end + 20),
    ) || /\bage[ds]?\s*$/i.test(source.slice(Math.max(0, quantity.start - 8), quantity.start))
  );
}

/**
 * Whether a bound is on people's ages though it names no unit: "Children under 5 travel free",
 * "open to those aged 16 or over" (whatever word the number reader took for its unit).
 */
function boundsAge(quantity: Quantity, source: string): boolean {
  const before = source.slice(Math.max(0, quantity.start - 40), quantity.start);
  return /\b(?:children|child|kids|infants|babies|toddlers|teenagers|teens|juniors|pupils|students|adults|people|those|anyone|aged?|ages)\s+(?:aged\s+)?(?:under|over|below|above|up to|from)\s*$/i.test(
    before,
  );
}

/** Words before a time or date that make it the last moment (`upper`) or the first (`lower`). */
const TIME_UPPER_BEFORE =
  /\b(?:before|until|till|by|no later than|not later than|(?<!\b(?:no|not) )earlier than|(?:closes|close|closing|ends|ended|expires|expired|finishes)(?: at midnight)? (?:at|on))\s*$/i;
const TIME_LOWER_BEFORE =
  /\b(?:after|from|since|no earlier than|not earlier than|starting|(?<!\b(?:no|not) )later than)\s*$/i;

/**
 * Which side of a time of day, a day or a year a quantity bounds: "before 9 am", "until 31
 * March", "by 2030" end a span; "after 6 pm", "from 9 am", "since 2019" open one; so do the two
 * ends of a range ("9 am to 6 pm"). `passage` is the quantities of `source`, for the range. Null
 * for any other value ("by 20%" is no time) or a time stated plainly.
 */
export function timeBoundSide(
  source: string,
  quantity: Quantity,
  passage: readonly Quantity[],
): { side: 'lower' | 'upper'; words: string; written: string } | null {
  if (quantity.unit !== TIME_OF_DAY && quantity.unit !== DAY && quantity.unit !== YEAR) return null;
  const before = source.slice(Math.max(0, quantity.start - 24), quantity.start);
  const upper = TIME_UPPER_BEFORE.exec(before)?.[0].trim();
  const lower = TIME_LOWER_BEFORE.exec(before)?.[0].trim();
  // A day of the month is written with its month ("until 31 March", not "until 31").
  const month =
    quantity.unit === DAY
      ? /^(?:st|nd|rd|th)?\s+(?:of\s+)?\p{Lu}\p{L}+/u.exec(source.slice(quantity.end))
      : null;
  const value = `${quantity.text}${month?.[0] ?? ''}`;
  const words = upper ?? lower;
  if (words) return { side: upper ? 'upper' : 'lower', words, written: `${words} ${value}` };
  const range = rangeOf(quantity, passage, source);
  if (!range) return null;
  return quantity.value === range[0]
    ? { side: 'lower', words: '', written: `from ${value}` }
    : { side: 'upper', words: '', written: `until ${value}` };
}

/** Whether a value is joined to another by "to", "and" or a dash ("1935 to 1948", "3–2", "123-2284"). */
function joinedToAnother(quantity: Quantity, passage: readonly Quantity[], source: string): boolean {
  return passage.some((other) => {
    if (other === quantity) return false;
    const [first, second] = other.start < quantity.start ? [other, quantity] : [quantity, other];
    return /^\s*(?:to|and|–|-|—)\s*$/.test(source.slice(first.end, second.start));
  });
}

/** The range a value is one end of ("18 to 75", "between 7:00 and 9:30", "16–18"), or null. */
export function rangeOf(
  evidence: Quantity,
  passage: readonly Quantity[],
  source: string,
): [number, number] | null {
  for (const other of passage) {
    if (other === evidence || other.unit !== evidence.unit) continue;
    const [first, second] = other.start < evidence.start ? [other, evidence] : [evidence, other];
    const gap = source.slice(first.end, second.start);
    const joined =
      /^\s*(?:to|–|-|—)\s*$/.test(gap) ||
      (/^\s*and\s*$/.test(gap) && /\bbetween\s*$/i.test(source.slice(0, first.start)));
    // Ascending only: "won 3–1" is a score, not a range.
    if (joined && first.value < second.value) return [first.value, second.value];
  }
  return null;
}

/**
 * Whether the claim's value lies within the bound the sentence puts on its value, outside it, or
 * null where the sentence states no bound or the claim states one of its own.
 * @example boundRelation(q('35 kg'), q('32 kg'), passage, 'Bags weighing more than 32 kg …', claimText) // 'within'
 */
export function boundRelation(options: {
  claim: Quantity;
  evidence: Quantity;
  /** The quantities of the evidence quantity's sentence. */
  passage: readonly Quantity[];
  /** The texts the evidence's and the claim's offsets index into. */
  source: string;
  claimSource: string;
  /** The claim's quantities: a claim value that ends a range of its own is a bound itself. */
  claimPassage: readonly Quantity[];
  /**
   * The claim negates what it says: a time of day is then read against the sentence's range of
   * hours ("You can't check in at 14:00" against "Check-in is between 8:00 and 11:00").
   */
  claimNegated?: boolean;
}): BoundRelation {
  const { claim, evidence, source } = options;
  // Times of day and years bound nothing an answer states an instance of: "open 9 a.m. to 8 p.m."
  // and "at 11 a.m." are two statements about the hours. A negated claim is the exception: the
  // hours a sentence gives are all there are ("no staff on site at midnight" against "staff on
  // site from 7:00 to 21:00"), so only a range of hours counts, not a single time.
  const hours = evidence.unit === TIME_OF_DAY && options.claimNegated === true;
  if (!hours && [TIME_OF_DAY, YEAR, DAY].includes(evidence.unit ?? '')) return null;
  // An age is an instance only of a bound on ages: "a 25-year-old" against "over three years" is
  // two things.
  const ageClaim = isAge(claim, options.claimSource);
  const ageBound = isAge(evidence, source) || boundsAge(evidence, source);
  // A bare number may bound an age ("must be 18 or over"); a span of years may not.
  if (ageClaim ? !ageBound && evidence.unit !== null : ageBound) return null;
  // Durations of one dimension compare in the bound's unit: "two weeks" against "up to 90 days".
  const durations =
    claim.duration !== undefined &&
    evidence.duration !== undefined &&
    evidence.value !== 0 &&
    claim.duration.dimension === evidence.duration.dimension;
  if (
    claim.unit !== evidence.unit &&
    claim.unit !== null &&
    evidence.unit !== null &&
    !durations &&
    !(ageClaim && boundsAge(evidence, source))
  )
    return null;
  // The claim's value is a bound or a range end of its own ("68 °C or above", "between 18 and
  // 24", "3–2"): compared value to value.
  const own = around(options.claimSource, claim);
  if (CLAIM_BOUND_BEFORE.test(own.before) || LOWER_AFTER.test(own.after) || UPPER_AFTER.test(own.after))
    return null;
  if (joinedToAnother(claim, options.claimPassage, options.claimSource)) return null;
  const value =
    durations && claim.unit !== evidence.unit
      ? (claim.duration!.value * evidence.value) / evidence.duration!.value
      : claim.value;
  const range = rangeOf(evidence, options.passage, source);
  if (range) return value >= range[0] && value <= range[1] ? 'within' : 'outside';
  if (hours) return null;
  const read = around(source, evidence);
  const { after } = read;
  // "orders over £40": the bound word stands before the currency sign.
  const before = read.before.replace(/\s*[£$€]$/u, '');
  // "up to six hours before the class": a deadline, so any time further ahead is within it.
  const span = evidence.duration !== undefined || /^@time-(?:s|month)$/.test(evidence.unit ?? '');
  const deadline = span && UP_TO.test(before) && AHEAD_AFTER.test(after);
  if (deadline) return value >= evidence.value ? 'within' : 'outside';
  // "only after ten years of service": what follows holds from that value on.
  if (ONLY_AFTER.test(before) && span) return value >= evidence.value ? 'within' : 'outside';
  const lower = LOWER_BEFORE.exec(before);
  if (lower)
    return (
      lower[1] !== undefined || /over|above|exceeding/i.test(lower[0])
        ? value > evidence.value
        : value >= evidence.value
    )
      ? 'within'
      : 'outside';
  const upper = UPPER_BEFORE.exec(before);
  if (upper)
    return (
      upper[1] !== undefined || /under|below/i.test(upper[0])
        ? value < evidence.value
        : value <= evidence.value
    )
      ? 'within'
      : 'outside';
  if (LOWER_AFTER.test(after)) return value >= evidence.value ? 'within' : 'outside';
  if (UPPER_AFTER.test(after)) return value <= evidence.value ? 'within' : 'outside';
  return null;
}
