-- Customer funds records: uploaded proof images, bank cards, wallet addresses, recharge and
-- withdrawal orders.

-- Files a customer uploaded (recharge proofs). The bytes live under DATA_DIR/uploads with a
-- random name, outside the web root; they are served only to their owner (and operators).
create table upload_file (
  id bigserial primary key,
  user_id bigint not null references app_user(id),
  purpose text not null default 'recharge_proof',
  stored_name text not null unique check (stored_name ~ '^[a-f0-9]{32}\.(jpg|png|webp)$'),
  mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes int not null check (size_bytes > 0),
  sha256 text not null,
  created_at timestamptz not null default now()
);
create index upload_file_user_idx on upload_file(user_id, id desc);

-- Bound bank cards; removal keeps the row (withdrawals keep pointing at it).
create table user_bank_card (
  id bigserial primary key,
  user_id bigint not null references app_user(id),
  bank_id bigint not null references bank_property_config(id),
  holder_name text not null,
  card_number text not null check (card_number ~ '^[A-Z0-9]{8,34}$'),
  branch text not null default '',
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index user_bank_card_live_uq on user_bank_card(user_id, card_number) where deleted_at is null;

-- Bound withdrawal addresses; removal keeps the row.
create table user_wallet_address (
  id bigserial primary key,
  user_id bigint not null references app_user(id),
  currency_id int not null references platform_currency(id),
  network text not null check (network ~ '^[A-Z0-9]+$'),
  address text not null,
  label text not null default '',
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index user_wallet_address_live_uq on user_wallet_address(user_id, currency_id, network, address) where deleted_at is null;

-- Money in. pending -> credited (once, with its journal) | rejected.
create table recharge_order (
  id bigserial primary key,
  order_no text not null unique,
  user_id bigint not null references app_user(id),
  channel_id bigint not null references recharge_channel_config(id),
  currency_id int not null references platform_currency(id),
  amount numeric(36,18) not null check (amount > 0),
  -- Fee the channel charges, known at submit; credited_amount = amount - fee.
  fee numeric(36,18) not null default 0 check (fee >= 0),
  status text not null default 'pending' check (status in ('pending', 'credited', 'rejected')),
  proof_file_id bigint references upload_file(id),
  remark text not null default '',
  -- Submitted on a demo channel: credited by the demo payment provider, simulated money.
  is_demo boolean not null default false,
  reviewed_by text,
  review_note text not null default '',
  reviewed_at timestamptz,
  journal_id bigint references ledger_journal(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (fee < amount),
  check ((status = 'credited') = (journal_id is not null)),
  check ((status = 'pending') = (reviewed_at is null))
);
create index recharge_order_user_idx on recharge_order(user_id, id desc);
create index recharge_order_pending_idx on recharge_order(id) where status = 'pending';
create index recharge_order_daily_idx on recharge_order(user_id, channel_id, created_at);

-- Money out. The amount is frozen at request by a journal that refers to the order
-- (ref_type 'withdraw'); then pending -> paid (frozen removed, net to external, fee to
-- fees) | rejected | cancelled (frozen returned to available), each with its settle journal.
create table withdraw_order (
  id bigserial primary key,
  order_no text not null unique,
  user_id bigint not null references app_user(id),
  channel_id bigint not null references withdraw_channel_config(id),
  currency_id int not null references platform_currency(id),
  amount numeric(36,18) not null check (amount > 0),
  fee numeric(36,18) not null check (fee >= 0),
  net_amount numeric(36,18) not null check (net_amount > 0),
  -- 'address' (wallet_address_id) or 'bank_card' (bank_card_id); destination is the snapshot
  -- taken at request time so the record stays right after the card or address is removed.
  destination_type text not null check (destination_type in ('address', 'bank_card')),
  wallet_address_id bigint references user_wallet_address(id),
  bank_card_id bigint references user_bank_card(id),
  destination jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'rejected', 'cancelled')),
  settle_journal_id bigint references ledger_journal(id),
  -- Payout reference (transaction hash, bank reference) given by the operator.
  tx_ref text not null default '',
  reviewed_by text,
  review_note text not null default '',
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (amount = fee + net_amount),
  check ((destination_type = 'address') = (wallet_address_id is not null)),
  check ((destination_type = 'bank_card') = (bank_card_id is not null)),
  check ((status = 'pending') = (settle_journal_id is null))
);
create index withdraw_order_user_idx on withdraw_order(user_id, id desc);
create index withdraw_order_pending_idx on withdraw_order(id) where status = 'pending';
create index withdraw_order_daily_idx on withdraw_order(user_id, channel_id, created_at);
