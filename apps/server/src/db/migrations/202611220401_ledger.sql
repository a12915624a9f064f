-- The double-entry ledger. Balances live in ledger_account; every change to them is a
-- ledger_entry of exactly one ledger_journal, and a journal's entries sum to zero per
-- currency. Only the ledger service (modules/funds/ledger.service.ts) writes these tables.

-- One account per (user, currency, purpose) for customers, and per (currency, purpose) for
-- the platform's own system accounts (user_id null): 'external' (money that entered or left
-- the platform), 'fees', 'adjustments', later 'insurance', 'loan_pool', ... System accounts
-- are the other side of customer money and go negative by design: after a deposit of 100 the
-- external account holds -100. Customer accounts can never go below zero.
create table ledger_account (
  id bigserial primary key,
  user_id bigint references app_user(id),
  currency_id int not null references platform_currency(id),
  purpose text not null check (purpose ~ '^[a-z][a-z0-9_]*$'),
  available numeric(36,18) not null default 0,
  frozen numeric(36,18) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ledger_account_customer_non_negative check (user_id is null or (available >= 0 and frozen >= 0)),
  -- System accounts have no frozen part.
  constraint ledger_account_system_unfrozen check (user_id is not null or frozen = 0),
  unique (id, currency_id)
);
create unique index ledger_account_user_uq on ledger_account(user_id, currency_id, purpose) where user_id is not null;
create unique index ledger_account_system_uq on ledger_account(currency_id, purpose) where user_id is null;

-- One business operation. cause_type/cause_ref say who or what caused it: 'user' and the
-- user id, 'operator' and the operator name, 'rule' and the rule's name (demo provider,
-- settlement job, ...). ref_type/ref_id point at the business record (recharge, withdraw).
create table ledger_journal (
  id bigserial primary key,
  kind text not null check (kind ~ '^[a-z][a-z0-9_]*$'),
  user_id bigint references app_user(id),
  cause_type text not null check (cause_type in ('user', 'operator', 'rule')),
  cause_ref text not null check (cause_ref <> ''),
  ref_type text,
  ref_id bigint,
  memo text not null default '',
  created_at timestamptz not null default now()
);
create index ledger_journal_ref_idx on ledger_journal(ref_type, ref_id);

-- Signed movements of one bucket (available or frozen) of one account. `type` is the
-- movement type customers see in their records (recharge, withdraw_freeze, fee, ...).
-- available_after/frozen_after are the account's balances once the whole journal applied.
create table ledger_entry (
  id bigserial primary key,
  journal_id bigint not null references ledger_journal(id),
  account_id bigint not null,
  currency_id int not null,
  -- Copied from the account so a customer's records are one index range.
  user_id bigint,
  bucket text not null check (bucket in ('available', 'frozen')),
  type text not null check (type ~ '^[a-z][a-z0-9_]*$'),
  amount numeric(36,18) not null check (amount <> 0),
  available_after numeric(36,18) not null,
  frozen_after numeric(36,18) not null,
  created_at timestamptz not null default now(),
  foreign key (account_id, currency_id) references ledger_account(id, currency_id)
);
create index ledger_entry_journal_idx on ledger_entry(journal_id);
create index ledger_entry_account_idx on ledger_entry(account_id, id);
create index ledger_entry_user_idx on ledger_entry(user_id, journal_id desc) where user_id is not null;

-- A journal's entries are inserted by one statement; this checks that statement's entries
-- balance per journal and currency, so an unbalanced journal can never be stored.
create function ledger_entry_balanced() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from new_entries group by journal_id, currency_id having sum(amount) <> 0
  ) then
    raise exception 'ledger journal does not balance' using errcode = '23514';
  end if;
  return null;
end
$$;
create trigger ledger_entry_balanced
  after insert on ledger_entry
  referencing new table as new_entries
  for each statement execute function ledger_entry_balanced();

-- Entries are history: never changed or removed.
create function ledger_entry_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are immutable' using errcode = '23514';
end
$$;
create trigger ledger_entry_immutable
  before update or delete on ledger_entry
  for each row execute function ledger_entry_immutable();

-- Idempotency keys of money-moving requests: the first request's hash and response, stored
-- in the same transaction as its effect. scope is 'user:<id>' or 'ops:<operator>'.
create table idempotency_record (
  scope text not null,
  idem_key text not null,
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, idem_key)
);
