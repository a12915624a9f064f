-- Withdrawal requests in batches: withdraw_batch(items) takes the requests that arrived while
-- the previous call was running (modules/funds/withdraw-batch.ts) and handles them in one
-- call, so one transaction and one commit, each with its own outcome. Per request it checks
-- the session, answers a stored idempotency key, checks the destination and the payment
-- password's vouch; then it locks the customers' accounts in the fixed order (user,
-- currency), decides each request in arrival order against the locked balances and the
-- daily totals, and writes every accepted request with one statement per table.
--
-- Outcomes are decided before anything is written, so a refused request never fails the
-- others: no constraint can fire for a decided request. A statement that fails anyway (a
-- key taken by a concurrent transaction raises FN003) rolls the whole call back, and the
-- caller then sends each request alone.

-- The daily totals of withdraw_daily_usage (migration 202611220406) follow inserted orders
-- per statement: one upsert per customer, channel and day for a batch of orders instead of
-- one per order. Status changes still adjust them per order.
create function withdraw_daily_usage_add() returns trigger language plpgsql as $$
begin
  insert into withdraw_daily_usage as u (user_id, channel_id, day, amount)
  select o.user_id, o.channel_id, (o.created_at at time zone 'UTC')::date, sum(o.amount)
  from new_orders o where o.status in ('pending', 'paid')
  group by 1, 2, 3
  on conflict (user_id, channel_id, day) do update set amount = u.amount + excluded.amount;
  return null;
end
$$;

drop trigger withdraw_daily_usage_track on withdraw_order;
create trigger withdraw_daily_usage_insert
  after insert on withdraw_order
  referencing new table as new_orders
  for each statement execute function withdraw_daily_usage_add();
create trigger withdraw_daily_usage_status
  after update of status on withdraw_order
  for each row execute function withdraw_daily_usage_track();

-- p_items: a JSON array of requests, each
--   { token (sha-256 hex of the session token) | user_id (a customer the caller identified),
--     vouch_user, vouch_hash, fresh: the payment password was verified for this customer
--       against this stored hash (fresh: by the full check of this very request, else from
--       the process's cache, which also needs no failed attempt pending and no lock),
--     key (idempotency key or null), req_hash (hash of the request),
--     channel_id, currency_id, network (address channels), address_id | card_id,
--     amount, fee, net, daily_limit (decimal strings; daily_limit null: none),
--     resp: the answer without id, orderNo, createdAt and destination }
-- Returns a JSON array in the same order, one outcome per request:
--   { s: 'ok', r } (r: the answer, with the destination unmasked), { s: 'replay', r },
--   { s: 'reused' } (key used for another request), { s: 'session' } (no live session),
--   { s: 'address_not_found' | 'address_wrong_network' | 'bank_card_not_found' },
--   { s: 'password', u, h, c } (no valid vouch: the customer, stored hash and whether
--     the state is clean, for the full check), { s: 'insufficient' },
--   { s: 'daily_limit', remaining }.
create function withdraw_batch(p_items jsonb) returns jsonb language plpgsql as $$
declare
  n int := jsonb_array_length(p_items);
  outs jsonb[] := array_fill(null::jsonb, array[n]);
  r record;
  v_now timestamptz := now();
  v_day date := (now() at time zone 'UTC')::date;
  -- per request (by arrival position): its account's slot, the destination snapshot, and
  -- once accepted the balances after its freeze
  slot int[] := array_fill(null::int, array[n]);
  dest jsonb[] := array_fill(null::jsonb, array[n]);
  acc bigint[] := array_fill(null::bigint, array[n]);
  av_after numeric[] := array_fill(null::numeric, array[n]);
  fr_after numeric[] := array_fill(null::numeric, array[n]);
  uid bigint[] := array_fill(null::bigint, array[n]);
  chan bigint[] := array_fill(null::bigint, array[n]);
  amt numeric[] := array_fill(null::numeric, array[n]);
  lim numeric[] := array_fill(null::numeric, array[n]);
  -- per locked account: its balances as the accepted requests leave them
  ns int := 0;
  s_id bigint[] := '{}';
  s_av numeric[] := '{}';
  s_fr numeric[] := '{}';
  -- today's totals of (customer, channel) pairs with a limit
  limited boolean := false;
  d_uid bigint[];
  d_chan bigint[];
  d_used numeric[];
  di int;
  accepted int := 0;
  keyed int := 0;
  stored int;
  answers jsonb[];
  positions int[];
begin
  -- 1. Per request: the session's customer, the stored answer of the key, the destination
  -- and the vouch; and the customer's account of the currency, locked. The requests are
  -- visited in the fixed lock order (user, currency), so concurrent calls cannot deadlock.
  -- Each lookup reads one row by an index ("offset 0" keeps them per request whatever the
  -- planner guesses about the sizes of the tables).
  for r in
    select x.i::int as i, x.key, x.req_hash, x.currency_id, x.network, x.address_id, x.channel_id, x.amount,
           x.daily_limit, x.uid, x.vouched, x.pay_hash, x.clean,
           ir.request_hash as stored_hash, ir.response as stored_response,
           w.id as w_id, w.currency_id as w_cur, w.network as w_net, w.dest as w_dest, c.id as c_id, c.dest as c_dest,
           a.id as a_id, a.available, a.frozen
    from (
      select x.*, u.*
      from rows from (jsonb_to_recordset(p_items) as (
             token text, user_id bigint, vouch_user bigint, vouch_hash text, fresh boolean, key text, req_hash text,
             channel_id bigint, currency_id int, network text, address_id bigint, card_id bigint,
             amount numeric, daily_limit numeric))
           with ordinality as x(token, user_id, vouch_user, vouch_hash, fresh, key, req_hash, channel_id, currency_id,
                                network, address_id, card_id, amount, daily_limit, i)
      left join lateral (
        select u.id as uid, u.pay_password_hash as pay_hash,
               (u.pay_password_failures = 0 and (u.pay_password_locked_until is null or u.pay_password_locked_until < v_now)) as clean,
               (x.vouch_user = u.id and u.pay_password_hash = x.vouch_hash
                 and (x.fresh or (u.pay_password_failures = 0
                                  and (u.pay_password_locked_until is null or u.pay_password_locked_until < v_now)))) as vouched
        from app_user u
        where u.id = coalesce(x.user_id, (select se.user_id from user_session se
                                           where se.token_hash = x.token and se.revoked_at is null and se.expires_at > v_now))
          and (x.user_id is not null or u.status = 0)
        offset 0) u on true
      order by u.uid, x.currency_id, x.i
      offset 0) x
    left join lateral (
      select a.id, a.available, a.frozen from ledger_account a
      where a.user_id = x.uid and a.currency_id = x.currency_id and a.purpose = 'main'
      for update) a on true
    left join lateral (
      select ir.request_hash, ir.response from idempotency_record ir
      where ir.scope = 'user:' || x.uid and ir.idem_key = x.key
      offset 0) ir on true
    left join lateral (
      select w.id, w.currency_id, w.network, jsonb_build_object('network', w.network, 'address', w.address, 'label', w.label) as dest
      from user_wallet_address w where w.id = x.address_id and w.user_id = x.uid and w.deleted_at is null
      offset 0) w on true
    left join lateral (
      select c.id, jsonb_build_object('bankName', b.bank_name, 'holderName', c.holder_name,
                                      'cardNumber', c.card_number, 'branch', c.branch) as dest
      from user_bank_card c join bank_property_config b on b.id = c.bank_id
      where c.id = x.card_id and c.user_id = x.uid and c.deleted_at is null
      offset 0) c on true
  loop
    if r.uid is null then
      outs[r.i] := '{"s": "session"}';
    elsif r.stored_hash is not null then
      outs[r.i] := case when r.stored_hash = r.req_hash then jsonb_build_object('s', 'replay', 'r', r.stored_response)
                        else '{"s": "reused"}' end;
    elsif r.address_id is not null and r.w_id is null then
      outs[r.i] := '{"s": "address_not_found"}';
    elsif r.address_id is not null and (r.w_cur <> r.currency_id or r.w_net <> r.network) then
      outs[r.i] := '{"s": "address_wrong_network"}';
    elsif r.address_id is null and r.c_id is null then
      outs[r.i] := '{"s": "bank_card_not_found"}';
    elsif not coalesce(r.vouched, false) then
      outs[r.i] := jsonb_build_object('s', 'password', 'u', r.uid, 'h', r.pay_hash, 'c', r.clean);
    elsif r.a_id is null then
      outs[r.i] := '{"s": "insufficient"}';
    else
      if ns = 0 or s_id[ns] <> r.a_id then
        ns := ns + 1;
        s_id[ns] := r.a_id;
        s_av[ns] := r.available;
        s_fr[ns] := r.frozen;
      end if;
      slot[r.i] := ns;
      dest[r.i] := coalesce(r.w_dest, r.c_dest);
      uid[r.i] := r.uid;
      chan[r.i] := r.channel_id;
      amt[r.i] := r.amount;
      lim[r.i] := r.daily_limit;
      limited := limited or r.daily_limit is not null;
    end if;
  end loop;
  if ns = 0 then
    return to_jsonb(outs);
  end if;

  -- 2. Today's totals, read after the accounts are locked: whoever changed them held the lock.
  if limited then
    select array_agg(d.user_id), array_agg(d.channel_id), array_agg(d.amount)
    into d_uid, d_chan, d_used
    from withdraw_daily_usage d
    where d.user_id = any(uid) and d.channel_id = any(chan) and d.day = v_day;
    d_uid := coalesce(d_uid, '{}');
    d_chan := coalesce(d_chan, '{}');
    d_used := coalesce(d_used, '{}');
  end if;

  -- 3. Decide each request in arrival order against its account and today's total.
  for i in 1..n loop
    continue when slot[i] is null;
    if s_av[slot[i]] < amt[i] then
      outs[i] := '{"s": "insufficient"}';
      continue;
    end if;
    if lim[i] is not null then
      di := null;
      for q in 1..coalesce(array_length(d_uid, 1), 0) loop
        if d_uid[q] = uid[i] and d_chan[q] = chan[i] then
          di := q;
          exit;
        end if;
      end loop;
      if di is null then
        di := coalesce(array_length(d_uid, 1), 0) + 1;
        d_uid[di] := uid[i];
        d_chan[di] := chan[i];
        d_used[di] := 0;
      end if;
      if d_used[di] + amt[i] > lim[i] then
        outs[i] := jsonb_build_object('s', 'daily_limit', 'remaining', greatest(lim[i] - d_used[di], 0)::text);
        continue;
      end if;
      d_used[di] := d_used[di] + amt[i];
    end if;
    s_av[slot[i]] := s_av[slot[i]] - amt[i];
    s_fr[slot[i]] := s_fr[slot[i]] + amt[i];
    acc[i] := s_id[slot[i]];
    av_after[i] := s_av[slot[i]];
    fr_after[i] := s_fr[slot[i]];
    accepted := accepted + 1;
  end loop;
  if accepted = 0 then
    return to_jsonb(outs);
  end if;

  -- 4. Write the accepted requests in one statement: their idempotency records (a key taken
  -- meanwhile by a concurrent transaction raises FN003 and the whole call rolls back), the
  -- freeze journals and their entries, the orders and the balances. The constraints and
  -- triggers (balanced entries, daily totals, foreign keys) check them at its end.
  with t as (
    select x.i, x.key, x.req_hash, x.channel_id, x.currency_id, x.address_id, x.card_id, x.amount, x.fee, x.net,
           x.resp, t.u, t.a, t.av, t.fr, t.dest,
           nextval('withdraw_order_id_seq') as oid, nextval('ledger_journal_id_seq') as jid
    from rows from (jsonb_to_recordset(p_items) as (
           key text, req_hash text, channel_id bigint, currency_id int, address_id bigint, card_id bigint,
           amount numeric, fee numeric, net numeric, resp jsonb))
         with ordinality as x(key, req_hash, channel_id, currency_id, address_id, card_id, amount, fee, net, resp, i)
    join unnest(uid, acc, av_after, fr_after, dest) with ordinality as t(u, a, av, fr, dest, i) on t.i = x.i
    where t.a is not null
  ), o as (
    select t.*, 'W' || to_char(v_now at time zone 'UTC', 'YYYYMMDD') || lpad(t.oid::text, 10, '0') as no from t
  ), ans as (
    select o.*, o.resp || jsonb_build_object('id', o.oid, 'orderNo', o.no,
                                             'createdAt', to_char(v_now at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                             'destination', o.dest) as answer
    from o
  ), idem as (
    insert into idempotency_record (scope, idem_key, request_hash, response)
    select 'user:' || ans.u, ans.key, ans.req_hash, ans.answer from ans where ans.key is not null
    on conflict do nothing
    returning 1
  ), journals as (
    insert into ledger_journal (id, kind, user_id, cause_type, cause_ref, ref_type, ref_id, memo, created_at)
    select o.jid, 'withdraw_request', o.u, 'user', o.u::text, 'withdraw', o.oid, '', v_now from o
  ), entries as (
    insert into ledger_entry (journal_id, account_id, currency_id, user_id, bucket, type, amount,
                              available_after, frozen_after, created_at)
    select o.jid, o.a, o.currency_id, o.u, b.bucket, 'withdraw_freeze', b.sign * o.amount, o.av, o.fr, v_now
    from o cross join (values (1, 'available', -1), (2, 'frozen', 1)) as b(pos, bucket, sign)
    order by o.i, b.pos
  ), orders as (
    insert into withdraw_order (id, order_no, user_id, channel_id, currency_id, amount, fee, net_amount,
                                destination_type, wallet_address_id, bank_card_id, destination, created_at, updated_at)
    select o.oid, o.no, o.u, o.channel_id, o.currency_id, o.amount, o.fee, o.net,
           case when o.address_id is null then 'bank_card' else 'address' end, o.address_id,
           case when o.address_id is null then o.card_id end, o.dest, v_now, v_now
    from o
  ), balances as (
    update ledger_account a
    set available = s_av[array_position(s_id, a.id)], frozen = s_fr[array_position(s_id, a.id)], updated_at = v_now
    where a.id = any(acc)
  )
  select (select count(*) from idem), (select count(*) from ans where ans.key is not null),
         array_agg(ans.answer order by ans.i), array_agg(ans.i order by ans.i)
  into stored, keyed, answers, positions
  from ans;
  if stored <> keyed then
    raise exception 'idempotency key taken' using errcode = 'FN003';
  end if;
  for k in 1..array_length(positions, 1) loop
    outs[positions[k]] := jsonb_build_object('s', 'ok', 'r', answers[k]);
  end loop;
  return to_jsonb(outs);
end
$$;
