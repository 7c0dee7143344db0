-- faithcheck on Supabase, third step (the same SQL as migrations/0003_idempotency_keys.sql).
-- A client that retries `POST /v1/checks` (after a 504, a reset connection, a crash) sends the same
-- `Idempotency-Key`: the key is stored with the row it produced, unique, so a retry finds that row
-- and answers as the first time did instead of storing a second one. `idempotency_request_hash`
-- tells a true retry (same body) from a reuse of the key for another request (refused);
-- `idempotency_created` is whether the first request created the row (201) or updated it (200).
-- Rows stored without a key keep nulls and are unconstrained. Idempotent, and runs on both schemas.
alter table faithfulness_checks add column if not exists idempotency_key text;
alter table faithfulness_checks add column if not exists idempotency_request_hash text;
alter table faithfulness_checks add column if not exists idempotency_created boolean;
create unique index if not exists faithfulness_checks_idempotency_key
  on faithfulness_checks (idempotency_key);
