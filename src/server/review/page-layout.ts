/**
 * The frame of every review page: the stylesheet, the small inline script, and the
 * Content-Security-Policy that allows only those two (by nonce). No framework, no external files.
 */
import { randomBytes } from 'node:crypto';
import { html, raw, type SafeHtml } from './html.js';
import { REVIEW_SCRIPT } from './review-script.js';

const STYLE = `
:root { --ok:#1a7f37; --partial:#9a6700; --none:#6e7781; --bad:#cf222e; --err:#8250df; --ink:#1f2328;
  --muted:#59636e; --line:#d1d9e0; --bg:#f6f8fa; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin:0; color:var(--ink); background:#fff; }
header { background:var(--ink); color:#fff; padding:.6rem 1.2rem; display:flex; gap:1rem; align-items:baseline; }
header a { color:#fff; text-decoration:none; font-weight:600; }
main { max-width:1100px; margin:0 auto; padding:1rem 1.2rem 3rem; }
h1 { font-size:1.3rem; margin:.8rem 0; }
h2 { font-size:1.05rem; margin:1.2rem 0 .5rem; }
table { border-collapse:collapse; width:100%; font-size:.9rem; }
th, td { text-align:left; padding:.45rem .5rem; border-bottom:1px solid var(--line); vertical-align:top; }
th { color:var(--muted); font-weight:600; }
tr.flagged td:first-child { box-shadow: inset 3px 0 0 var(--bad); }
a { color:#0969da; }
form.filters { display:flex; flex-wrap:wrap; gap:.6rem 1rem; align-items:end; background:var(--bg);
  padding:.7rem; border-radius:6px; }
form.filters label { display:flex; flex-direction:column; font-size:.8rem; color:var(--muted); gap:.2rem; }
form.filters input, form.filters select { font:inherit; padding:.25rem .35rem; }
button, .button { font:inherit; padding:.3rem .8rem; border:1px solid var(--line); border-radius:6px;
  background:#fff; cursor:pointer; }
.badge { display:inline-block; padding:.05rem .45rem; border-radius:1rem; font-size:.78rem; font-weight:600;
  border:1px solid currentColor; white-space:nowrap; }
.v-supported { color:var(--ok); } .v-partially_supported { color:var(--partial); }
.v-no_evidence { color:var(--none); } .v-contradicted { color:var(--bad); } .v-error { color:var(--err); }
.status-ok { color:var(--ok); } .status-partial { color:var(--partial); }
.judged-ok { color:inherit; } .judged-partial { color:var(--partial); } .judged-degraded, .judged-disabled { color:var(--partial); }
.status-degraded, .status-disabled { color:var(--err); }
.flag { color:var(--bad); } .muted { color:var(--muted); }
.banner.drift { border:1px solid var(--bad); border-left-width:4px; border-radius:6px; padding:.5rem .8rem; margin:.5rem 0; }
.excerpt { color:var(--muted); max-width:34rem; }
.chart { background:var(--bg); border-radius:6px; padding:.5rem; }
form.label-form fieldset { border:1px solid var(--line); border-radius:6px; display:flex; flex-wrap:wrap; gap:.4rem .8rem; align-items:center; }
form.label-form ul.labels { margin:.4rem 0 0; padding-left:1.2rem; font-size:.9rem; }
.label-status { font-size:.85rem; color:var(--muted); }
.chart svg { display:block; width:100%; height:auto; }
.summary { display:grid; grid-template-columns:repeat(auto-fit, minmax(150px, 1fr)); gap:.6rem; margin:.6rem 0 1rem; }
.summary div { background:var(--bg); border-radius:6px; padding:.5rem .7rem; }
.summary dt { font-size:.75rem; color:var(--muted); } .summary dd { margin:0; font-weight:600; }
.meter { display:flex; align-items:center; gap:.6rem; }
.meter svg { width:180px; height:14px; }
.answer { font-size:1.05rem; line-height:1.9; background:var(--bg); padding:1rem; border-radius:6px; white-space:pre-wrap; }
.answer mark.claim { background:transparent; color:inherit; border-bottom:3px solid var(--none); cursor:pointer;
  padding:.05rem 0; border-radius:2px; }
.answer mark.claim.v-supported { background:#dafbe1; border-bottom-color:var(--ok); }
.answer mark.claim.v-partially_supported { background:#fff8c5; border-bottom-color:var(--partial); }
.answer mark.claim.v-no_evidence { background:#eaeef2; border-bottom-color:var(--none); }
.answer mark.claim.v-contradicted { background:#ffebe9; border-bottom-color:var(--bad); }
.answer mark.claim.v-error { background:#fbefff; border-bottom-color:var(--err); }
.answer.plain mark.claim { background:transparent; border-bottom-color:transparent; }
mark.claim.selected, .claim-list button.selected { outline:2px solid #0969da; outline-offset:1px; }
mark.claim:focus-visible, .claim-list button:focus-visible { outline:2px solid #0969da; }
.claim-list { list-style:none; padding:0; margin:0; display:flex; flex-direction:column; gap:.3rem; }
.claim-list button { width:100%; text-align:left; display:flex; gap:.6rem; align-items:baseline; }
.detail { border:1px solid var(--line); border-radius:6px; padding:.8rem 1rem; margin-top:1rem; }
.chunk { white-space:pre-wrap; background:var(--bg); border-radius:6px; padding:.7rem; max-height:18rem; overflow:auto;
  font-size:.92rem; line-height:1.6; }
.chunk mark.evidence { background:#fff3a3; outline:1px solid #d4a72c; padding:0 .1rem; }
.toggle { display:inline-flex; gap:.4rem; align-items:center; font-size:.9rem; }
ul.issues { margin:.3rem 0; padding-left:1.2rem; }
nav.pages { margin-top:1rem; display:flex; gap:1rem; }
`;

/** Security headers for pages: the CSP allows only this page's nonce-tagged style and script. */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The whole page around `body`. */
export function renderPage(options: { title: string; body: SafeHtml; nonce: string }): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${options.title} · faithcheck</title>
<style nonce="${options.nonce}">${raw(STYLE)}</style>
</head>
<body>
<header><a href="/review">faithcheck review</a><span class="muted">claim-by-claim verification of RAG answers</span></header>
<main>${options.body}</main>
<script nonce="${options.nonce}">${raw(REVIEW_SCRIPT)}</script>
</body>
</html>
`.value;
}
