-- Site settings read by the app at launch: site info, the otherValue object, exchange
-- rates, text pages, order fees, the server message dictionary, switches, pop-ups, tips
-- and per-page module layout.

-- One row per setting. group_name 'site' fills the site-info object, 'otherValue' its
-- otherValue object; value is any JSON (the app's flags are numbers).
create table site_setting (
  group_name text not null check (group_name in ('site', 'otherValue')),
  name text not null check (name ~ '^[A-Za-z][A-Za-z0-9_]*$'),
  value jsonb not null,
  remark text not null default '',
  updated_at timestamptz not null default now(),
  primary key (group_name, name)
);

-- Display currencies: units of `currency` per 1 USDT (the base).
create table exchange_rate (
  currency text primary key check (currency ~ '^[A-Z]{3,5}$'),
  symbol text not null,
  rate numeric(36,18) not null check (rate > 0),
  is_default boolean not null default false,
  enabled boolean not null default true,
  sort int not null default 0,
  updated_at timestamptz not null default now()
);
-- At most one default display currency.
create unique index exchange_rate_one_default on exchange_rate ((true)) where is_default;

-- Text pages (privacy policy, about us, ...) per key and locale; content is simple HTML.
create table text_lang (
  id bigserial primary key,
  text_key text not null check (text_key ~ '^[a-z][a-z0-9_]*$'),
  lang text not null,
  title text not null check (title <> ''),
  content text not null,
  sort int not null default 0,
  updated_at timestamptz not null default now(),
  unique (text_key, lang)
);

-- Fee rate per product type (1 US stock, 2 crypto, 3 futures, 4 forex), trading mode
-- (0 fast, 1 contract, 2 spot, 3 coin-to-coin) and side (1 buy, 2 sell).
create table order_fee_setting (
  id bigserial primary key,
  product_type smallint not null check (product_type between 1 and 4),
  position_type smallint not null check (position_type between 0 and 3),
  ex_type smallint not null check (ex_type in (1, 2)),
  fee_rate numeric(36,18) not null check (fee_rate >= 0 and fee_rate < 1),
  remark text not null default '',
  updated_at timestamptz not null default now(),
  unique (product_type, position_type, ex_type)
);

-- The server message dictionary (/api/langMgr/list). 'catalog' rows mirror the modules'
-- message catalogs and are refreshed on every start; 'operator' rows are edits that the
-- refresh leaves alone.
create table lang_message (
  lang text not null,
  msg_key text not null,
  text text not null check (text <> ''),
  source text not null default 'catalog' check (source in ('catalog', 'operator')),
  updated_at timestamptz not null default now(),
  primary key (lang, msg_key)
);

-- Display and module switches: status 1 means on.
create table switch_set (
  switch_name text primary key check (switch_name ~ '^[A-Za-z][A-Za-z0-9_.]*$'),
  status smallint not null check (status in (0, 1)),
  remark text not null default '',
  sort int not null default 0,
  updated_at timestamptz not null default now()
);

-- Announcements shown once at launch; one row per locale of an announcement (code).
create table pop_up (
  id bigserial primary key,
  code text not null,
  lang text not null,
  title text not null check (title <> ''),
  content text not null,
  start_at timestamptz not null,
  end_at timestamptz,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  unique (code, lang),
  check (end_at is null or end_at > start_at)
);
create index pop_up_lang_start_idx on pop_up (lang, start_at desc);

-- Hints shown on business pages, identified by remark; content_lang holds all locales.
create table tips_set (
  id bigserial primary key,
  remark text not null unique check (remark ~ '^[a-z][a-z0-9_]*$'),
  content_lang jsonb not null,
  content_visible_flag smallint not null default 1 check (content_visible_flag in (0, 1)),
  sort int not null default 0,
  updated_at timestamptz not null default now()
);

-- Module layout of a page (route path): which modules show, in which order, and the
-- switch that hides a module when on.
create table app_page_config (
  id bigserial primary key,
  page_path text not null check (page_path ~ '^[A-Za-z0-9_/-]+$'),
  module text not null check (module ~ '^[A-Za-z][A-Za-z0-9_]*$'),
  description text not null default '',
  is_visible smallint not null default 1 check (is_visible in (0, 1)),
  sort int not null default 0,
  switch_name text references switch_set (switch_name),
  updated_at timestamptz not null default now(),
  unique (page_path, module)
);
