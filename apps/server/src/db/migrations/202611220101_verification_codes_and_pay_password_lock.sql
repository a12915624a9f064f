-- One-time verification codes for registration, sign-in and password reset. Only a keyed
-- hash of the code is stored; the newest row per (account, scene) is the live one.
create table verification_code (
  id bigserial primary key,
  -- Normalized account: the 11-digit mainland number or the lower-case email.
  account text not null,
  scene text not null check (scene in ('register', 'login', 'reset')),
  -- HMAC-SHA256 of the code keyed with the row's random salt, hex.
  code_hash text not null,
  salt text not null,
  attempts int not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index verification_code_account_idx on verification_code(account, scene, id desc);
create index verification_code_recent_idx on verification_code(account, id desc);

-- Messages handed to the demo sender instead of an SMS or email gateway.
create table message_outbox (
  id bigserial primary key,
  account text not null,
  channel text not null check (channel in ('sms', 'email')),
  scene text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index message_outbox_account_idx on message_outbox(account, id desc);

-- Wrong payment-password attempts since the last success or lock, and the lock's end.
alter table app_user add column pay_password_failures int not null default 0 check (pay_password_failures >= 0);
alter table app_user add column pay_password_locked_until timestamptz;
