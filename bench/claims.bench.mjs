// Claim extraction cost of the embedded local judge: extractClaimsLocally() on a realistic
// 300-word markdown answer (abbreviations, decimals, citations, bullets, compound sentences), and
// segmentSentences() on 10 chunks of 200 words, the verifier's other segmentation job.
import { extractClaimsLocally } from '../dist/claims/extract-claims.js';
import { segmentSentences } from '../dist/text/segment-sentences.js';
import { formatMs, peakRssMb, summarize } from './stats.mjs';

const ANSWER = `Based on the provided documents, here is what I found about Acme Inc. and its history:

## Founding
Acme Inc. was founded by Dr. Jane Smith in Portland, Oregon in 1998 [1], and it now employs about 1,200 people across the U.S. and Canada [2]. The company started as a two-person workshop on St. Johns Ave. that repaired bicycles; within five years it was building its own frames. In 2004, Mr. Robert Lee joined as chief engineer, and he designed the first carbon frame, the Model No. 7.

## Products and figures
- Revenue reached $4.5 billion in 2023 (Source: 3), up 8.2% from 2022.
- The mobile app, now at v2.1.3, runs on iOS 17 and Android 14, e.g. on Pixel and Galaxy phones.
- Frames weigh 0.95 kg on average, i.e. about 12% less than the industry median [4].
- Support is available at support@acme.example.com or https://acme.example.com/help?lang=en.

**Key facts:**
1. Acme holds 42 patents, most of them filed between 2010 and 2020.
2. The company sells in 31 countries, while its main factory remains in Oregon.

In 2019, Acme acquired the Danish brand Velo A/S for $120 million, and the deal added three factories in Europe. Analysts at Morgan Stanley expected margins of 14.5% vs. 11.0% before the merger. The firm was not profitable in its first four years, but it has reported a profit every year since 2003 [5][6]. Its chief executive, Ms. Ana Torres, has led the company since Jan. 2015. Sales in Asia grew 21% last year; sales in Europe fell 3%.

Is Acme a good investment? That depends on your goals. You might want to consult a financial adviser before buying shares. Think about how much risk you can accept. I think the brand is impressive. Hope this helps!`;

const CHUNK = `The company reported revenue of $4.5 billion for fiscal 2023, an increase of 8.2% over the prior year. Growth was driven by strong demand for carbon frames in the U.S. and Canada, while sales in Europe declined slightly. Dr. Jane Smith, who founded the firm in 1998, remains chair of the board. The firm employs about 1,200 people, most of them in Portland. In 2019 it bought Velo A/S, a Danish maker of city bikes, for $120 million. Analysts expect margins to reach 14.5% by 2025, compared with 11.0% before the merger. The mobile app, version 2.1.3, added route planning and theft alerts. Acme holds 42 patents and sells in 31 countries. Its chief executive, Ms. Ana Torres, took office in Jan. 2015 after a decade at a rival.`;

function time(iterations, work) {
  for (let warm = 0; warm < 200; warm += 1) work();
  const samples = [];
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

export default async function run() {
  const words = ANSWER.split(/\s+/).length;
  const { claims, skipped } = extractClaimsLocally({ response: ANSWER });
  const atomic = time(2000, () => extractClaimsLocally({ response: ANSWER }));
  const whole = time(2000, () => extractClaimsLocally({ response: ANSWER, atomic: false }));
  console.log(
    `extractClaimsLocally, ${words}-word answer (${claims.length} claims, ${skipped.length} skipped): ` +
      `median ${formatMs(atomic.p50)}, p99 ${formatMs(atomic.p99)}; without atomic splitting median ${formatMs(whole.p50)}`,
  );
  const chunks = Array.from({ length: 10 }, (_, index) => `${CHUNK} (Chunk ${index}.)`);
  const chunkWords = chunks.join(' ').split(/\s+/).length;
  const segmenting = time(1000, () => {
    for (const text of chunks) segmentSentences({ text });
  });
  console.log(
    `segmentSentences, 10 chunks (${chunkWords} words): median ${formatMs(segmenting.p50)}, p99 ${formatMs(segmenting.p99)}; peak RSS ${peakRssMb()} MB`,
  );
}
