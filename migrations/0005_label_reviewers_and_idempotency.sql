-- Reviewers are who they are (issue 23), labels are bounded and async checks keep their Idempotency-Key (issue 20).
-- `reviewer_verified`: the reviewer is the name of the API key that saved the label (true), or a
-- name the request asserted, in key-less local mode or with an unnamed key (false). A verified and
-- an unverified reviewer of the same name are different reviewers: the unique key includes the
-- flag, so a request that asserts "alice" can never overwrite the label alice saved with her key.
alter table faithfulness_labels add column if not exists reviewer_verified boolean not null default false;
drop index if exists faithfulness_labels_check_claim_reviewer;
create unique index if not exists faithfulness_labels_check_claim_reviewer_verified
  on faithfulness_labels (check_id, claim_index, reviewer, reviewer_verified);
-- 'unsupported': "the judge is wrong" about a claim it called supported, without naming which of
-- the three other verdicts is right (recorded as such rather than as an invented `no_evidence`).
alter table faithfulness_labels drop constraint if exists faithfulness_labels_reviewer_verdict_check;
alter table faithfulness_labels add constraint faithfulness_labels_reviewer_verdict_check
  check (reviewer_verdict in ('supported', 'partially_supported', 'no_evidence', 'contradicted', 'unsupported'));
-- `Idempotency-Key` on async checks (issue 20 item 5): a key is reserved when its request is
-- accepted, before any job runs, with the hash of the request and the row id it will write. A
-- retry finds the reservation: the same body is answered as the first was (no second job), another
-- body is refused (422), and a key whose row a later request has since updated is never replayed
-- over that update.
create table if not exists faithfulness_idempotency_keys (
  key text primary key,
  request_hash text not null,
  check_id uuid not null,
  job_id text,
  created_at timestamptz not null default now()
);
