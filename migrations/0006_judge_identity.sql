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
