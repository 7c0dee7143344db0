/**
 * The patterns that decide which sentences are not check-worthy factual assertions (as the
 * background-check specification asks: reflective questions and pleasantries are not claims). Kept as data, separate from the logic
 * that applies them, so a missed phrasing is a one-line fix with a test beside it. All patterns
 * run on a folded sentence: lower-case, straight apostrophes, markdown emphasis removed.
 */

/** Why a sentence was not treated as a claim. */
export type SkipReason =
  | 'question'
  | 'greeting'
  | 'meta'
  | 'opinion'
  | 'hedged_advice'
  | 'reflective_prompt'
  | 'heading'
  | 'too_short'
  | 'abstention'
  | 'reference'
  | 'code';

/** Every skip reason with what it means (the documentation and tests iterate over this). */
export const SKIP_REASONS: Readonly<Record<SkipReason, string>> = {
  question: 'a question (ends with a question mark)',
  greeting: 'a greeting, thanks or closing ("Hope this helps!", "Let me know if …")',
  meta: 'talk about the answer itself ("Here is a summary:", "In conclusion:", a lead-in ending with a colon)',
  opinion: 'pure opinion or evaluation ("I think this is great.", "That is a great question.")',
  hedged_advice: 'hedged advice or a referral ("You might want to consult a doctor.")',
  reflective_prompt: 'a prompt for the reader to reflect ("Think about how you …", "Consider what …")',
  heading: 'a markdown heading, table header or bold label line',
  too_short: 'fewer than three words and no number ("Yes.", "Paris.")',
  abstention: 'says the context does not answer ("The provided documents do not mention …")',
  reference: 'a source list entry or bare URL ("Sources: [1] …")',
  code: 'a fenced code block',
};

/** Interjections that may open a factual sentence: "Sure, the tower is 330 m tall." */
export const INTERJECTION_LEAD_IN =
  /^(?:sure|certainly|of course|absolutely|okay|ok|great question|good question|well|indeed|yes)\s*[,!\u2014-]\s+/i;

const LEAD_IN_PHRASES =
  '(?:' +
  [
    '(?:based (?:solely |only |entirely )?on|according to|from|per|as (?:stated|mentioned|described|noted|shown|indicated|explained) in|in|using) ' +
      '(?:the |these |this |your )?(?:provided |given |available |above |retrieved |supplied |following |attached |search |relevant |cited )*' +
      '(?:context|documents?|sources?|passages?|information|texts?|excerpts?|results|materials?|data|snippets?|chunks?|articles?|references?)' +
      '(?: (?:provided|given|above|you provided|you shared|you gave))?',
    'in (?:summary|conclusion|short|brief|general|other words)',
    'to (?:summarize|summarise|sum up|conclude|put it simply)',
    'overall|simply put|put simply|that said|importantly|notably',
  ].join('|') +
  ')';
/** Lead-ins joined to their claim by "that", without a comma. */
const THAT_LEAD_INS =
  "(?:note that|it(?: is|'s|\u2019s) (?:also )?(?:worth noting|important to note|worth mentioning|notable|noteworthy|true) that)";

/** Lead-ins that only point at the context or frame the answer; the rest of the sentence is the claim. */
export const META_LEAD_IN = new RegExp(`^(?:${LEAD_IN_PHRASES}\\s*[,:]|${THAT_LEAD_INS})\\s+`, 'i');

/** Sentences that consist only of a lead-in ("In conclusion:", "Based on the context:"). */
export const BARE_LEAD_IN = new RegExp(`^${LEAD_IN_PHRASES}\\s*[,:.]?$`, 'i');

export const GREETING =
  /^(?:(?:hi|hello|hey|greetings|dear|thanks)\b|good (?:morning|afternoon|evening)|thank you|you're welcome|you are welcome|(?:i )?hope (?:this|that|it) (?:helps|answers|clarifies|is helpful)|let me know|feel free|(?:i'm |i am )?(?:happy|glad) to help|good luck|best (?:regards|wishes)|kind regards|cheers\b|have a (?:great|good|nice|wonderful)|take care|(?:sure|certainly|of course|absolutely|great question|good question)[.!]?$|what a (?:great|good|wonderful|fascinating|interesting) question|if you have (?:any )?(?:other|more|further|additional)? ?questions|(?:please )?(?:don't|do not) hesitate|happy (?:learning|coding|reading)|enjoy\b)/;

export const META =
  /^(?:here(?:'s| is| are)|below (?:is|are)|the following (?:is|are|list|table|summary|steps|points)|as follows|let me|let's|let us|i(?:'ll| will| can| would like to| want to| have| 've) (?:explain|summarize|summarise|outline|break|walk|describe|provide|help|try|give|list|go|compiled|gathered)|as an ai|i(?:'m| am) (?:an ai|a language model|happy to|glad to|going to)|this (?:answer|response|summary|explanation|overview) (?:is|will|covers|provides|summarizes|explains))/;

export const ABSTENTION =
  /^(?:i (?:don't|do not|cannot|can't|could not|couldn't|was unable to|am unable to) (?:find|see|locate|determine|provide|answer|say|know|confirm)|(?:unfortunately,? )?(?:the|this|these) (?:provided |given |available |retrieved )?(?:context|documents?|sources?|passages?|information|texts?|excerpts?|search results) (?:does not|doesn't|do not|don't|did not|didn't|is not|isn't) (?:contain|mention|include|say|specify|provide|state|cover|discuss|address|sufficient|enough|clear)|there is no (?:information|mention|data|details?) (?:in|about|on|regarding|provided)|(?:unfortunately,? )?(?:the|this|that) information is not (?:available|provided|included|given))/;

export const REFLECTIVE_PROMPT =
  /^(?:think (?:about|of|back)|consider (?:how|what|whether|why|when|where|which|who|the ways?|your|ways|a time)|reflect (?:on|upon)|ask yourself|take a (?:moment|minute|few minutes)|imagine|picture yourself|pause (?:and|to)|notice (?:how|what|when)|try to (?:recall|remember|imagine|think|notice)|(?:remember|recall) a time|journal (?:about|on)|(?:write|jot) down|you (?:might|may|could|can) (?:want to )?(?:reflect|ask yourself|think about|consider how|consider what|consider whether))/;

export const HEDGED_ADVICE =
  /^(?:(?:you|one) (?:might|may|could|would) (?:want|wish|like|consider|benefit|find it (?:helpful|useful))|(?:you|one) (?:should|may need to|might need to|could|may|might) (?:consult|talk|speak|see a|contact|seek|ask|check with|reach out)|(?:it )?(?:might|may|could|would) be (?:a good idea|helpful|worth|wise|beneficial|useful|best|advisable)|it(?:'s| is) (?:always |usually |generally )?(?:a good idea|best|advisable|wise|recommended|helpful|worth) (?:to )?(?:consult|speak|talk|check|seek|ask|contact|see|consider|discuss)|(?:please )?(?:consider|try) (?:consulting|speaking|talking|reaching|asking|checking|seeking|contacting|seeing)|(?:please |always )?(?:consult|check with|talk to|speak (?:to|with)|reach out to) (?:a|an|your|with|the relevant|local)\b|if you(?:'re| are) (?:unsure|concerned|in doubt|not sure)|(?:be|make) sure to consult|seek (?:professional|medical|legal) (?:advice|help)|(?:that|it|this) (?:really |all |ultimately )?depends (?:on|upon) (?:your|you|what you|how you|the individual|individual|personal))/;

export const OPINION_LEAD =
  /^(?:i (?:personally )?(?:think|believe|feel|guess|suppose|reckon|love|like|prefer|hope|agree|disagree|find)|in my (?:honest |humble )?(?:opinion|view|experience)|personally|i(?:'d| would) (?:say|argue)|from my (?:perspective|point of view)|imo\b)/;

export const EVALUATION_ONLY =
  /^(?:this|that|it)(?:'s| is| was| sounds| seems| looks)(?: (?:a|an|really|very|truly|such|so|quite|absolutely|incredibly|super))* (?:great|good|excellent|fascinating|interesting|wonderful|amazing|important|tricky|complex|complicated|difficult|fair|valid|thoughtful|fantastic|awesome|nice|lovely|beautiful|cool|exciting|brilliant|insightful|common|tough|hard|deep|big)(?: (?:question|topic|point|idea|choice|approach|concern|one|area|thing|observation|subject|issue|query))?[.!]*$/;

export const REFERENCE =
  /^(?:sources?|references?|citations?|further reading|see also|bibliography)\s*:|^\[\^?\d{1,3}\]:?\s+\S/;
