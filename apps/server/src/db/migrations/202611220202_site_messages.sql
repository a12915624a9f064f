-- Site messages (the inbox): to one customer, or to everyone when user_id is null.
-- Titles and contents hold every locale; the API answers in the caller's.
create table site_message (
  id bigserial primary key,
  user_id bigint references app_user (id),
  -- Stable key for seeded and system-generated messages (makes them idempotent).
  code text unique,
  category text not null default 'system' check (category in ('system', 'account', 'trade', 'funds', 'activity')),
  title_lang jsonb not null,
  content_lang jsonb not null,
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create index site_message_user_idx on site_message (user_id, published_at desc);
create index site_message_broadcast_idx on site_message (published_at desc) where user_id is null;

-- Who read what (for broadcasts, one row per reader).
create table site_message_read (
  user_id bigint not null references app_user (id),
  message_id bigint not null references site_message (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, message_id)
);
