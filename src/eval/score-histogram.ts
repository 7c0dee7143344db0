/**
 * The score distribution chart of the eval report, as inline SVG (no script, no external assets).
 * The score is the judge's belief that the claim is supported — its confidence when the verdict is
 * `supported`, one minus it otherwise — binned into tenths and split by gold label, so a reader
 * sees how well the judge separates the two classes and where the threshold cuts.
 */
import { escapeHtml } from '../text/escape-html.js';
import type { ExamplePrediction } from './judge-example.js';

export interface ScoreHistogram {
  /** Bin edges are `i / bins … (i + 1) / bins`; the last bin includes 1. */
  bins: number;
  supported: number[];
  unsupported: number[];
}

/** The support score of a prediction, or `null` on a judge error or a missing confidence. */
export function supportScore(prediction: ExamplePrediction): number | null {
  if (prediction.verdict === null || prediction.confidence === null) return null;
  const confidence = Math.min(1, Math.max(0, prediction.confidence));
  return prediction.verdict === 'supported' ? confidence : 1 - confidence;
}

/** Counts of support scores per bin, by gold label. */
export function scoreHistogram(predictions: readonly ExamplePrediction[], bins = 10): ScoreHistogram {
  const histogram: ScoreHistogram = {
    bins,
    supported: new Array<number>(bins).fill(0),
    unsupported: new Array<number>(bins).fill(0),
  };
  for (const prediction of predictions) {
    const score = supportScore(prediction);
    if (score === null) continue;
    // The epsilon keeps 1 − 0.9 (0.0999…) in the bin of 0.1, where a reader expects it.
    const bin = Math.min(bins - 1, Math.floor(score * bins + 1e-9));
    histogram[prediction.gold][bin]! += 1;
  }
  return histogram;
}

const COLORS = { supported: '#2e7d32', unsupported: '#c62828' } as const;

/** The histogram as an `<svg>` element with a title, axis labels and a legend. */
export function renderScoreHistogramSvg(histogram: ScoreHistogram, title: string): string {
  const width = 460;
  const height = 216;
  const left = 40;
  const bottom = 30;
  const top = 44;
  const plotWidth = width - left - 10;
  const plotHeight = height - top - bottom;
  const max = Math.max(1, ...histogram.supported, ...histogram.unsupported);
  const slot = plotWidth / histogram.bins;
  const barWidth = (slot - 4) / 2;
  const parts: string[] = [];
  for (let bin = 0; bin < histogram.bins; bin += 1) {
    (['supported', 'unsupported'] as const).forEach((label, offset) => {
      const count = histogram[label][bin]!;
      const barHeight = (count / max) * plotHeight;
      const x = left + bin * slot + 2 + offset * barWidth;
      const y = top + plotHeight - barHeight;
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${COLORS[label]}"><title>gold ${label}, score ${(bin / histogram.bins).toFixed(1)}–${((bin + 1) / histogram.bins).toFixed(1)}: ${count}</title></rect>`,
      );
    });
  }
  const axisY = top + plotHeight;
  const ticks = [0, 0.5, 1].map((value) => {
    const x = left + value * plotWidth;
    return `<text x="${x.toFixed(1)}" y="${axisY + 16}" text-anchor="middle">${value}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}" font-family="sans-serif" font-size="11">`,
    `<text x="${left}" y="14" font-weight="bold">${escapeHtml(title)}</text>`,
    `<text x="${left}" y="31">gold label:</text>`,
    `<rect x="${left + 62}" y="22" width="10" height="10" fill="${COLORS.supported}"/><text x="${left + 76}" y="31">supported</text>`,
    `<rect x="${left + 140}" y="22" width="10" height="10" fill="${COLORS.unsupported}"/><text x="${left + 154}" y="31">unsupported</text>`,
    `<line x1="${left}" y1="${axisY}" x2="${left + plotWidth}" y2="${axisY}" stroke="#555"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${axisY}" stroke="#555"/>`,
    `<text x="${left - 4}" y="${top + 4}" text-anchor="end">${max}</text>`,
    `<text x="${left - 4}" y="${axisY}" text-anchor="end">0</text>`,
    ...ticks,
    `<text x="${left + plotWidth / 2}" y="${height - 2}" text-anchor="middle">support score</text>`,
    ...parts,
    '</svg>',
  ].join('\n');
}
