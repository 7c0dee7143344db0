-- faithcheck: one row per faithfulness check (standalone variant, no foreign key).
-- Seed 000's columns and indexes, plus what a reviewer needs to read a check without the app.
-- Idempotent: it also runs cleanly on a database where the Supabase migration was applied.
create table if not exists faithfulness_checks (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid,
  message_id text,
  overall_score numeric(3,2),
  flagged boolean,
  claims jsonb,
  evaluation_latency_ms integer,
  created_at timestamptz default now(),
  -- reviewer columns
  query text,
  response text,
  chunks jsonb,                  -- [{ id, text, metadata?, contentHash }]
  chunk_ids text[],
  judge text,
  model text,
  prompt_version text,
  policy text,
  threshold numeric(4,3),
  level text,
  status text,
  vacuous boolean,
  issues jsonb,
  usage jsonb,
  report jsonb,
  updated_at timestamptz default now()
);

-- Seed 000's review query: flagged checks, newest first (partial: only the flagged rows).
create index if not exists idx_faithfulness_flagged
  on faithfulness_checks (created_at desc, id desc) where flagged = true;
-- Seed 000's per-chat lookups.
create index if not exists idx_faithfulness_chat on faithfulness_checks (chat_id);
-- Saving the same (chat, message) twice updates the row; rows without both stay unconstrained.
create unique index if not exists faithfulness_checks_chat_message_key
  on faithfulness_checks (chat_id, message_id);
-- The review page's listing and daily counts.
create index if not exists idx_faithfulness_created
  on faithfulness_checks (created_at desc, id desc) include (flagged);
