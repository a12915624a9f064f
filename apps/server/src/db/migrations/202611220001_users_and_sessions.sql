-- Customers and their sign-in sessions.
create table app_user (
  id bigserial primary key,
  -- Exactly one of phone / email identifies the account; both unique when present.
  phone text unique,
  email text unique,
  password_hash text not null,
  pay_password_hash text,
  nickname text not null default '',
  avatar text not null default '',
  invite_code text not null unique,
  inviter_id bigint references app_user(id),
  -- 0 real account; other values reserved (spec: effects of accountType not shown).
  account_type int not null default 0,
  -- 0 active, 1 frozen (cannot sign in)
  status int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (phone is not null or email is not null)
);

-- Opaque random tokens; only their SHA-256 is stored.
create table user_session (
  id bigserial primary key,
  user_id bigint not null references app_user(id),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text not null default '',
  user_agent text not null default ''
);
create index user_session_user_idx on user_session(user_id) where revoked_at is null;
