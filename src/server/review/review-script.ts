/**
 * The review page's only script (inline, nonce-tagged). It never builds markup from data: every
 * claim's detail is rendered (escaped) by the server, hidden, and the script only shows one,
 * marks the selection and scrolls the evidence into view. Click, Enter and Space select a claim;
 * the checkbox turns the verification colours on and off (seed 001's verification toggle).
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
})();
`;
