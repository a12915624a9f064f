-- Funds reference data: platform currencies, recharge and withdraw channels, banks.

-- Currencies the platform holds balances in. Ids are fixed (3 is USDT, the default trade
-- currency of the otherValue settings), so they are assigned by the seed, not a sequence.
create table platform_currency (
  id int primary key,
  currency_name text not null unique check (currency_name ~ '^[A-Z0-9]{2,10}$'),
  full_name text not null,
  -- 1 crypto, 2 fiat
  currency_type smallint not null check (currency_type in (1, 2)),
  -- Networks an address of this currency may use, slash-separated ('TRC20/ERC20'); '' for fiat.
  wallet_address_type text not null default '' check (wallet_address_type ~ '^([A-Z0-9]+(/[A-Z0-9]+)*)?$'),
  -- Most decimals an amount of this currency may have.
  decimals smallint not null check (decimals between 0 and 18),
  -- Spot product quoting this currency against USD, e.g. 'X:BTCUSD'; null when none.
  product_code text,
  icon text not null default '',
  sort int not null default 0,
  enabled boolean not null default true
);

-- Ways to pay money in. channel_type: 1 crypto transfer to `address` on `network`,
-- 2 bank transfer to the bank details, 3 third-party payment page at `pay_url`.
-- channel_name holds one name per locale code.
create table recharge_channel_config (
  id bigserial primary key,
  code text not null unique check (code ~ '^[a-z0-9_-]+$'),
  channel_name jsonb not null,
  channel_type smallint not null check (channel_type in (1, 2, 3)),
  currency_id int not null references platform_currency(id),
  network text not null default '',
  address text not null default '',
  bank_name text not null default '',
  account_name text not null default '',
  account_no text not null default '',
  bank_branch text not null default '',
  swift_code text not null default '',
  pay_url text not null default '',
  min_amount numeric(36,18) not null,
  max_amount numeric(36,18) not null,
  fee_rate numeric(36,18) not null default 0,
  fee_fixed numeric(36,18) not null default 0,
  -- Most a user may submit per UTC day on this channel; null means no limit.
  daily_limit numeric(36,18),
  -- Credited automatically by the demo payment provider (simulated money).
  is_demo boolean not null default false,
  enabled boolean not null default true,
  sort int not null default 0,
  check (min_amount > 0 and max_amount >= min_amount),
  check (fee_rate >= 0 and fee_rate < 1 and fee_fixed >= 0),
  check (daily_limit is null or daily_limit >= min_amount),
  check (channel_type <> 1 or (network <> '' and address <> '')),
  check (channel_type <> 2 or (bank_name <> '' and account_no <> '')),
  check (channel_type <> 3 or is_demo or pay_url <> '')
);

-- Ways to take money out. channel_type: 1 to a bound wallet address on `network`,
-- 2 to a bound bank card.
create table withdraw_channel_config (
  id bigserial primary key,
  code text not null unique check (code ~ '^[a-z0-9_-]+$'),
  channel_name jsonb not null,
  channel_type smallint not null check (channel_type in (1, 2)),
  currency_id int not null references platform_currency(id),
  network text not null default '',
  min_amount numeric(36,18) not null,
  max_amount numeric(36,18) not null,
  fee_rate numeric(36,18) not null default 0,
  fee_fixed numeric(36,18) not null default 0,
  -- Most a user may request per UTC day on this channel (pending and paid); null: no limit.
  daily_limit numeric(36,18),
  enabled boolean not null default true,
  sort int not null default 0,
  check (min_amount > 0 and max_amount >= min_amount),
  check (fee_rate >= 0 and fee_rate < 1 and fee_fixed >= 0),
  -- The fee must leave something to pay out even at the minimum.
  check (min_amount > fee_fixed),
  check (daily_limit is null or daily_limit >= min_amount),
  check (channel_type <> 1 or network <> '')
);

-- Bank properties; config_type 0 is the list of banks a card may be bound to.
create table bank_property_config (
  id bigserial primary key,
  config_type smallint not null default 0,
  code text not null unique check (code ~ '^[a-z0-9_-]+$'),
  bank_name text not null check (bank_name <> ''),
  -- SWIFT/BIC of the head office.
  bank_code text not null default '',
  country text not null default '' check (country ~ '^([A-Z]{2})?$'),
  sort int not null default 0,
  enabled boolean not null default true
);
create index bank_property_config_type_idx on bank_property_config(config_type, sort);
