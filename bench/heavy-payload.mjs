// The outside probe's heavy request (issue 16 item 1): a ~2 MB POST /v1/verify inside every input
// limit — an answer of ~3,300 short sentences (≤ 100,000 characters) against 1,000 chunks of
// ~1,900 characters. Deterministic (a fixed seed), so before/after figures compare.
const SUBJECTS = [
  'The warranty',
  'The laptop',
  'The battery',
  'Express shipping',
  'The refund',
  'Support',
  'The charger',
  'The display',
  'The keyboard',
  'The webcam',
];
const VERBS = [
  'covers',
  'lasts',
  'costs',
  'includes',
  'reaches',
  'supports',
  'needs',
  'offers',
  'weighs',
  'delivers',
];
const OBJECTS = [
  'two years',
  'ten hours',
  'twelve dollars',
  'a sleeve',
  '500 nits',
  'Wi-Fi 7',
  'a receipt',
  'free returns',
  '1.3 kilograms',
  '65 watts',
  'spatial audio',
  'a fingerprint reader',
];

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** @returns {{ response: string, chunks: { id: string, text: string }[] }} */
export function buildHeavyPayload({
  responseChars = 99_000,
  chunks = 1_000,
  chunkChars = 1_900,
  seed = 16,
} = {}) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sentence = () => `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)}.`;
  const sentences = [];
  let length = 0;
  while (length < responseChars - 40) {
    const text = sentence();
    sentences.push(text);
    length += text.length + 1;
  }
  const chunkList = Array.from({ length: chunks }, (_, index) => {
    const parts = [];
    let size = 0;
    while (size < chunkChars - 60) {
      const text = `${sentence()} It ${pick(VERBS)} ${pick(OBJECTS)} for model ${index}.`;
      parts.push(text);
      size += text.length + 1;
    }
    return { id: `doc-${index + 1}`, text: parts.join(' ') };
  });
  return { response: sentences.join(' '), chunks: chunkList };
}
