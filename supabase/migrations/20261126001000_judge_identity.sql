-- faithcheck on Supabase: the judge's identity on checks and labels, and re-judging runs (the same SQL as migrations/0006_judge_identity.sql).
-- The judge that made a verdict, as one indexed value (issue 23): `judge_params` is the judge's
-- parameter fingerprint (the local judge's parameters, the LLM judge's settings, a cascade's band),
-- and `judge_identity` is `id | model | prompt version | parameters`, written by the store with
-- every check (`judgeIdentity` in src/core/judge-identity.ts computes the same string) and copied
-- onto every label with the judge's verdict, so agreement and drift are figured per judge and never
-- mix two judges. Rows stored before: the local judge's fingerprint is read from its model id
-- (`local-NAME@HASH`), the identity computed as the code does. Idempotent, and runs on both schemas.
alter table faithfulness_checks add column if not exists judge_params text;
alter table faithfulness_checks add column if not exists judge_identity text;
update faithfulness_checks set judge_params = substring(model from 7)
  where judge_params is null and judge = 'local' and model like 'local-%@%';
update faithfulness_checks set judge_identity = concat_ws(' | ',
    coalesce(nullif(replace(btrim(judge), '|', '/'), ''), '-'),
    coalesce(nullif(replace(btrim(model), '|', '/'), ''), '-'),
    coalesce(nullif(replace(btrim(prompt_version), '|', '/'), ''), '-'),
    coalesce(nullif(replace(btrim(judge_params), '|', '/'), ''), '-'))
  where judge_identity is null;
-- Checks of one judge, newest first: drift samples, the review page's per-judge figures.
create index if not exists idx_faithfulness_judge_identity
  on faithfulness_checks (judge_identity, created_at desc);

alter table faithfulness_labels add column if not exists judge_identity text;
update faithfulness_labels l set judge_identity = c.judge_identity
  from faithfulness_checks c where c.id = l.check_id and l.judge_identity is null;
-- Agreement per judge reads labels by judge.
create index if not exists idx_faithfulness_labels_judge_identity
  on faithfulness_labels (judge_identity);

-- Re-judging a sample of stored checks with another judge (`faithcheck rejudge`, issue 23): one
-- row per run, the stored checks left as they were. The figures the review page's banner and the
-- metric read are columns; the per-check comparison (bounded by the sample size) is in `report`.
create table if not exists faithfulness_rejudge_runs (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  candidate_identity text not null,
  sample_size integer not null,
  claims_compared integer not null,
  verdict_flip_rate double precision,
  flagged_rate_before double precision,
  flagged_rate_after double precision,
  max_flip_rate double precision,
  warning boolean not null default false,
  report jsonb not null
);
create index if not exists idx_faithfulness_rejudge_runs_created
  on faithfulness_rejudge_runs (created_at desc);
