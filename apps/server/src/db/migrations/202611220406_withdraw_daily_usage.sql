-- The daily withdrawal limit reads one row instead of summing the day's orders.
--
-- withdraw_daily_usage holds, per customer, channel and UTC day, the total of that day's
-- withdrawals that count against the limit (pending and paid). A trigger on withdraw_order
-- keeps it: an inserted pending order adds its amount to the day it was created, and an order
-- leaving pending for cancelled or rejected takes it back. Whatever path writes an order, the
-- total follows, so it always equals the sum it replaces (the funds tests check that after
-- every step). withdraw_submit checks the limit against the row after inserting the order;
-- the customer's account lock, taken first by the freeze, and the row's own lock serialize
-- one customer's requests. Rows of past days are only read for history and may be removed.

create table withdraw_daily_usage (
  user_id bigint not null,
  channel_id bigint not null,
  day date not null,
  amount numeric(36,18) not null check (amount >= 0),
  primary key (user_id, channel_id, day)
);

insert into withdraw_daily_usage (user_id, channel_id, day, amount)
select user_id, channel_id, (created_at at time zone 'UTC')::date, sum(amount)
from withdraw_order where status in ('pending', 'paid')
group by 1, 2, 3;

create function withdraw_daily_usage_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.status in ('pending', 'paid') then
      insert into withdraw_daily_usage as u (user_id, channel_id, day, amount)
      values (new.user_id, new.channel_id, (new.created_at at time zone 'UTC')::date, new.amount)
      on conflict (user_id, channel_id, day) do update set amount = u.amount + excluded.amount;
    end if;
  elsif old.status in ('pending', 'paid') and new.status not in ('pending', 'paid') then
    update withdraw_daily_usage set amount = amount - old.amount
    where user_id = old.user_id and channel_id = old.channel_id and day = (old.created_at at time zone 'UTC')::date;
  end if;
  return null;
end
$$;
create trigger withdraw_daily_usage_track
  after insert or update of status on withdraw_order
  for each row execute function withdraw_daily_usage_track();

-- p_order: { id, orderNo, userId, channelId, currencyId, amount, fee, netAmount,
--            addressId | bankCardId, network, dailyLimit | null }
create or replace function withdraw_submit(p_journal jsonb, p_order jsonb, p_scope text, p_key text,
                                           p_request_hash text, p_response jsonb)
returns jsonb language plpgsql as $$
declare
  v_id bigint := (p_order ->> 'id')::bigint;
  v_user bigint := (p_order ->> 'userId')::bigint;
  v_channel bigint := (p_order ->> 'channelId')::bigint;
  v_currency int := (p_order ->> 'currencyId')::int;
  v_amount numeric := (p_order ->> 'amount')::numeric;
  v_limit numeric := (p_order ->> 'dailyLimit')::numeric;
  v_used numeric;
  v_created timestamptz;
  v_response jsonb;
begin
  perform ledger_apply(p_journal);

  if p_order ? 'addressId' then
    insert into withdraw_order (id, order_no, user_id, channel_id, currency_id, amount, fee, net_amount,
                                destination_type, wallet_address_id, destination)
    select v_id, p_order ->> 'orderNo', v_user, v_channel, v_currency, v_amount,
           (p_order ->> 'fee')::numeric, (p_order ->> 'netAmount')::numeric, 'address', a.id,
           jsonb_build_object('network', a.network, 'address', a.address, 'label', a.label)
    from user_wallet_address a
    where a.id = (p_order ->> 'addressId')::bigint and a.user_id = v_user and a.deleted_at is null
      and a.currency_id = v_currency and a.network = p_order ->> 'network'
    returning created_at into v_created;
  else
    insert into withdraw_order (id, order_no, user_id, channel_id, currency_id, amount, fee, net_amount,
                                destination_type, bank_card_id, destination)
    select v_id, p_order ->> 'orderNo', v_user, v_channel, v_currency, v_amount,
           (p_order ->> 'fee')::numeric, (p_order ->> 'netAmount')::numeric, 'bank_card', c.id,
           jsonb_build_object('bankName', b.bank_name, 'holderName', c.holder_name,
                              'cardNumber', c.card_number, 'branch', c.branch)
    from user_bank_card c join bank_property_config b on b.id = c.bank_id
    where c.id = (p_order ->> 'bankCardId')::bigint and c.user_id = v_user and c.deleted_at is null
    returning created_at into v_created;
  end if;
  if v_created is null then
    raise exception 'withdrawal refused' using errcode = 'FN002';
  end if;
  if v_limit is not null then
    -- The row the insert's trigger just added to: today's total with this order in it.
    select u.amount into v_used from withdraw_daily_usage u
    where u.user_id = v_user and u.channel_id = v_channel and u.day = (v_created at time zone 'UTC')::date;
    if v_used > v_limit then
      raise exception 'withdrawal refused' using errcode = 'FN002';
    end if;
  end if;

  v_response := p_response || jsonb_build_object(
    'createdAt', to_char(v_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  if p_key is not null then
    insert into idempotency_record (scope, idem_key, request_hash, response)
    values (p_scope, p_key, p_request_hash, v_response)
    on conflict do nothing;
    if not found then
      raise exception 'idempotency key taken' using errcode = 'FN003';
    end if;
  end if;
  return v_response;
end
$$;
