/**
 * The review page's only script (inline, nonce-tagged). It never builds markup from data: every
 * claim's detail is rendered (escaped) by the server, hidden, and the script only shows one,
 * marks the selection and scrolls the evidence into view. Click, Enter and Space select a claim;
 * the checkbox turns the verification colours on and off (the verification toggle of the corrective-RAG specification's UI).
 */
export const REVIEW_SCRIPT = `(() => {
  const claims = Array.from(document.querySelectorAll('[data-claim]'));
  const details = Array.from(document.querySelectorAll('.claim-detail'));
  function select(index) {
    for (const element of claims) {
      const on = element.getAttribute('data-claim') === index;
      element.classList.toggle('selected', on);
      element.setAttribute('aria-pressed', on ? 'true' : 'false');
    }
    let shown = null;
    for (const detail of details) {
      const on = detail.id === 'claim-detail-' + index;
      detail.hidden = !on;
      if (on) shown = detail;
    }
    if (shown) {
      for (const mark of shown.querySelectorAll('mark.evidence')) {
        const box = mark.closest('.chunk');
        if (box) box.scrollTop = Math.max(0, mark.offsetTop - box.offsetTop - 40);
      }
      document.body.setAttribute('data-selected-claim', index);
    }
  }
  for (const element of claims) {
    element.addEventListener('click', () => select(element.getAttribute('data-claim')));
    element.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        select(element.getAttribute('data-claim'));
      }
    });
  }
  const toggle = document.getElementById('toggle-verification');
  const answer = document.getElementById('answer');
  if (toggle && answer) toggle.addEventListener('change', () => answer.classList.toggle('plain', !toggle.checked));
  const first = claims.find((element) => /v-(contradicted|no_evidence|error|partially_supported)/.test(element.className));
  if (first && location.hash === '') select(first.getAttribute('data-claim'));
  const wanted = /^#claim-(\\d+)$/.exec(location.hash);
  if (wanted) select(wanted[1]);

  // Reviewer labels: posted as JSON; the reply is shown as text (never as markup).
  const heading = document.querySelector('[data-check-id]');
  const checkId = heading ? heading.getAttribute('data-check-id') : null;
  const reviewer = document.getElementById('reviewer');
  if (reviewer) {
    try { reviewer.value = localStorage.getItem('faithcheck-reviewer') || ''; } catch {}
    reviewer.addEventListener('change', () => { try { localStorage.setItem('faithcheck-reviewer', reviewer.value); } catch {} });
  }
  async function saveLabel(form, label) {
    const status = form.querySelector('.label-status');
    const note = form.querySelector('input[name=note]');
    const body = { labels: [Object.assign({ claimIndex: Number(form.getAttribute('data-label-claim')) }, label,
      reviewer && reviewer.value.trim() ? { reviewer: reviewer.value.trim() } : {},
      note && note.value.trim() ? { note: note.value.trim() } : {})] };
    status.textContent = 'saving…';
    try {
      const response = await fetch('/review/checks/' + encodeURIComponent(checkId) + '/labels', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      const reply = await response.json();
      if (!response.ok) throw new Error(reply && reply.error ? reply.error.message : 'HTTP ' + response.status);
      const saved = reply.items[0];
      status.textContent = 'saved: ' + (saved.reviewerVerdict === 'unsupported' ? 'not supported' : saved.reviewerVerdict.replace('_', ' ')) + (saved.agrees ? ' (agrees with the judge)' : ' (disagrees with the judge)');
      form.setAttribute('data-labelled', saved.reviewerVerdict);
    } catch (error) {
      status.textContent = 'not saved: ' + error.message;
    }
  }
  for (const form of document.querySelectorAll('form.label-form')) {
    form.addEventListener('submit', (event) => event.preventDefault());
    for (const button of form.querySelectorAll('[data-label-correct]'))
      button.addEventListener('click', () => saveLabel(form, { correct: button.getAttribute('data-label-correct') === 'true' }));
    const save = form.querySelector('[data-label-save]');
    const verdict = form.querySelector('select[name=verdict]');
    if (save && verdict) save.addEventListener('click', () => { if (verdict.value) saveLabel(form, verdict.value === 'unsupported' ? { correct: false } : { verdict: verdict.value }); });
    const ask = form.querySelector('[data-label-ask]');
    if (ask) ask.addEventListener('click', () => askVerdict(form));
  }
  // "Wrong" about a claim the judge called supported: which verdict is right is the reviewer's to say.
  function askVerdict(form) {
    const status = form.querySelector('.label-status');
    const verdict = form.querySelector('select[name=verdict]');
    status.textContent = 'Which verdict is right? Pick it (or "Not supported") and save.';
    form.setAttribute('data-asking', 'true');
    if (verdict) verdict.focus();
  }
  const verdicts = ['supported', 'partially_supported', 'no_evidence', 'contradicted'];
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const index = document.body.getAttribute('data-selected-claim');
    const form = index === null ? null : document.querySelector('form[data-label-claim="' + index + '"]');
    if (!form) return;
    if (event.key === 'n' && form.getAttribute('data-judge-verdict') === 'supported') {
      event.preventDefault();
      askVerdict(form);
    } else if ((event.key === 'y' || event.key === 'n') && form.getAttribute('data-judge-verdict')) {
      event.preventDefault();
      saveLabel(form, { correct: event.key === 'y' });
    } else if (/^[1-4]$/.test(event.key)) {
      event.preventDefault();
      const verdict = verdicts[Number(event.key) - 1];
      form.querySelector('select[name=verdict]').value = verdict;
      saveLabel(form, { verdict });
    }
  });
})();
`;
