-- faithcheck on Supabase: seed 000's faithfulness_checks table, with the foreign key to chats(id).
-- Apply with `supabase db push` (or `pnpm db:push`). For a database without a `chats` table use
-- faithcheck's standalone migration (`faithcheck migrate`, migrations/0001_…sql) instead.
create table if not exists faithfulness_checks (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid references chats(id) on delete cascade,
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

create index if not exists idx_faithfulness_flagged
  on faithfulness_checks (created_at desc, id desc) where flagged = true;
create index if not exists idx_faithfulness_chat on faithfulness_checks (chat_id);
create unique index if not exists faithfulness_checks_chat_message_key
  on faithfulness_checks (chat_id, message_id);
create index if not exists idx_faithfulness_created
  on faithfulness_checks (created_at desc, id desc) include (flagged);

-- Supabase exposes tables through its API: keep the checks to the service role unless you add policies.
alter table faithfulness_checks enable row level security;
