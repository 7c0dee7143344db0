-- faithcheck on Supabase, second step (the same SQL as migrations/0002_text_chat_ids.sql).
-- Any non-empty string is a chat id (the AI SDK's default ids, e.g. "UGoXvQtloZkTDghb", are not
-- uuids). `chat_key` holds the id exactly as the app gave it, and (chat_key, message_id) is the key
-- that keeps a check from being stored twice. `chat_id` keeps seed 000's uuid column: it is filled
-- when the id is a uuid, so a Supabase database keeps its `references chats(id)`; a non-uuid id
-- goes to `chat_key` only, never dropped. Idempotent, and runs on both schemas.
alter table faithfulness_checks add column if not exists chat_key text;
update faithfulness_checks set chat_key = chat_id::text where chat_key is null and chat_id is not null;
create unique index if not exists faithfulness_checks_chat_key_message_key
  on faithfulness_checks (chat_key, message_id);
create index if not exists idx_faithfulness_chat_key on faithfulness_checks (chat_key);
-- The old key: with non-uuid ids in chat_key, uniqueness is kept by the index above.
drop index if exists faithfulness_checks_chat_message_key;
