-- Quotes: the product catalogue, the customers' watch lists and stored market candles.

create table product (
  id bigserial primary key,
  -- X:BTCUSD (crypto), C:EURUSD (forex), F:ES (futures), AAPL (US stock); see the quotes README.
  product_code text not null unique,
  -- 1 US stock, 2 crypto, 3 futures, 4 forex
  product_type smallint not null check (product_type between 1 and 4),
  product_name text not null,
  -- {"zh": ..., "en": ..., ...}: the 19 locale codes of the product.
  name_i18n jsonb not null,
  symbol text not null,
  exchange text not null,
  product_img text not null,
  sort int not null default 0,
  -- Allowed trading modes (PositionType), e.g. '0,1,2'.
  position_type text not null,
  is_visible smallint not null default 1 check (is_visible in (0, 1)),
  -- Shown on the home page's recommended list.
  is_show smallint not null default 0 check (is_show in (0, 1)),
  -- Trading suspended (quotes still shown).
  is_lock smallint not null default 0 check (is_lock in (0, 1)),
  -- Priced by the platform itself rather than a market; no product does this.
  is_self_sell smallint not null default 0 check (is_self_sell in (0, 1)),
  -- Contract size: shares, coins, futures multiplier or forex lot per unit traded.
  standard numeric(36,18) not null default 1,
  -- Market data: session calendar, price and volume decimals, price step.
  session_kind text not null check (session_kind in ('us_equity', 'forex', 'cme', 'crypto')),
  price_precision smallint not null check (price_precision between 0 and 12),
  tick_units bigint not null check (tick_units > 0),
  volume_precision smallint not null check (volume_precision between 0 and 12),
  -- Simulator parameters: reference price, annualised volatility, mean session volume.
  ref_price numeric(36,18) not null check (ref_price > 0),
  annual_vol numeric(10,6) not null check (annual_vol > 0),
  daily_volume numeric(36,18) not null check (daily_volume >= 0),
  -- Symbols at real feeds: {"polygon": "X:BTCUSD", "binance": "BTCUSDT"}.
  feeds jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index product_type_sort_idx on product(product_type, sort, id);

-- Watch list (favourites) of a customer.
create table user_product_option (
  id bigserial primary key,
  user_id bigint not null references app_user(id),
  product_id bigint not null references product(id),
  created_at timestamptz not null default now(),
  unique (user_id, product_id)
);
create index user_product_option_user_idx on user_product_option(user_id, id);

-- Candles: t is the bucket start in epoch ms (a day candle: its trading date at 00:00 UTC).
create table market_candle (
  product_code text not null,
  interval int not null check (interval in (1, 60, 3600, 86400)),
  t bigint not null,
  o numeric(36,18) not null,
  h numeric(36,18) not null,
  l numeric(36,18) not null,
  c numeric(36,18) not null,
  v numeric(36,18) not null,
  turnover numeric(36,18) not null,
  primary key (product_code, interval, t),
  check (l <= o and l <= c and h >= o and h >= c)
);

-- How far the simulator's history of an instrument has been stored.
create table market_backfill (
  product_code text not null,
  interval int not null,
  until_t bigint not null,
  primary key (product_code, interval)
);
