-- faithcheck on Supabase: reviewers' labels (the same SQL as migrations/0004_faithfulness_labels.sql).
-- Reviewers' judgements of a check's claims (issue 15): one row per (check, claim, reviewer). The
-- claim's text and the judge's verdict are copied in, so a label keeps its meaning if the check is
-- re-run, and `faithcheck labels export` can write labelled data without re-reading reports.
-- Idempotent, and runs on both schemas.
create table if not exists faithfulness_labels (
  id uuid primary key default gen_random_uuid(),
  check_id uuid not null references faithfulness_checks(id) on delete cascade,
  claim_index integer not null check (claim_index >= 0),
  claim_text text not null,
  judge_verdict text,
  reviewer_verdict text not null
    check (reviewer_verdict in ('supported', 'partially_supported', 'no_evidence', 'contradicted')),
  reviewer text not null default '',
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A reviewer labels a claim once; labelling it again updates the label.
create unique index if not exists faithfulness_labels_check_claim_reviewer
  on faithfulness_labels (check_id, claim_index, reviewer);
-- The agreement chart and the export read labels by time.
create index if not exists idx_faithfulness_labels_created on faithfulness_labels (created_at desc, id desc);

-- Supabase exposes tables through its API: keep the labels to the service role unless you add policies.
alter table faithfulness_labels enable row level security;
