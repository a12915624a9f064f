-- withdraw_batch (migration 202611220408) with less work per call: instead of one large
-- query that looked up everything for every request (its plan cost as much to start as the
-- lookups themselves) and a separate pass for the daily totals, the requests are visited in
-- the lock order (user, currency, arrival) and each is decided as it is visited: its
-- account locked (once per account), its stored answer, destination and today's total read
-- by single-row statements. Reading the total in its own statement after the account's lock
-- sees every change of whoever held the lock before (each statement takes a new snapshot).
-- Requests of one account are still decided in arrival order; accounts are independent.
-- Same input and output as before.
--
-- Also drops withdraw_order_daily_idx: since 202611220406 the daily limit reads
-- withdraw_daily_usage, and nothing reads the orders by day any more.

drop index withdraw_order_daily_idx;

create or replace function withdraw_batch(p_items jsonb) returns jsonb language plpgsql as $$
declare
  n int := jsonb_array_length(p_items);
  outs jsonb[] := array_fill(null::jsonb, array[n]);
  r record;
  v_now timestamptz := now();
  v_day date := (now() at time zone 'UTC')::date;
  -- the account being visited (requests come grouped by account)
  cur_uid bigint;
  cur_cur int;
  cur_acc bigint;
  cur_av numeric;
  cur_fr numeric;
  -- every locked account and its balances as the accepted requests leave them
  na int := 0;
  s_id bigint[] := '{}';
  s_av numeric[] := '{}';
  s_fr numeric[] := '{}';
  -- today's totals of the account's channels read so far
  u_chan bigint[];
  u_used numeric[];
  ui int;
  used numeric;
  stored_hash text;
  stored_response jsonb;
  d_id bigint;
  d_cur int;
  d_net text;
  d_dest jsonb;
  -- accepted requests
  nk int := 0;
  w_i int[] := '{}';
  w_uid bigint[] := '{}';
  w_acc bigint[] := '{}';
  w_av numeric[] := '{}';
  w_fr numeric[] := '{}';
  w_dest jsonb[] := '{}';
  stored int;
  keyed int;
  answers jsonb[];
  positions int[];
begin
  for r in
    select x.i::int as i, x.key, x.req_hash, x.currency_id, x.network, x.address_id, x.card_id, x.channel_id,
           x.amount, x.daily_limit, u.uid, u.pay_hash, u.clean, u.vouched
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
  loop
    if r.uid is null then
      outs[r.i] := '{"s": "session"}';
      continue;
    end if;
    -- The customer's account of the currency, locked before anything of its requests is
    -- read, so a request of the same customer in another transaction has either committed
    -- (and is seen below) or waits for this one.
    if cur_uid is distinct from r.uid or cur_cur is distinct from r.currency_id then
      cur_uid := r.uid;
      cur_cur := r.currency_id;
      select a.id, a.available, a.frozen into cur_acc, cur_av, cur_fr from ledger_account a
      where a.user_id = r.uid and a.currency_id = r.currency_id and a.purpose = 'main'
      for update;
      if not found then
        cur_acc := null;
      end if;
      u_chan := '{}';
      u_used := '{}';
    end if;
    if r.key is not null then
      select ir.request_hash, ir.response into stored_hash, stored_response from idempotency_record ir
      where ir.scope = 'user:' || r.uid and ir.idem_key = r.key;
      if found then
        outs[r.i] := case when stored_hash = r.req_hash then jsonb_build_object('s', 'replay', 'r', stored_response)
                          else '{"s": "reused"}' end;
        continue;
      end if;
    end if;
    if r.address_id is not null then
      select w.id, w.currency_id, w.network, jsonb_build_object('network', w.network, 'address', w.address, 'label', w.label)
      into d_id, d_cur, d_net, d_dest
      from user_wallet_address w where w.id = r.address_id and w.user_id = r.uid and w.deleted_at is null;
      if not found then
        outs[r.i] := '{"s": "address_not_found"}';
        continue;
      elsif d_cur <> r.currency_id or d_net <> r.network then
        outs[r.i] := '{"s": "address_wrong_network"}';
        continue;
      end if;
    else
      select jsonb_build_object('bankName', b.bank_name, 'holderName', c.holder_name, 'cardNumber', c.card_number, 'branch', c.branch)
      into d_dest
      from user_bank_card c join bank_property_config b on b.id = c.bank_id
      where c.id = r.card_id and c.user_id = r.uid and c.deleted_at is null;
      if not found then
        outs[r.i] := '{"s": "bank_card_not_found"}';
        continue;
      end if;
    end if;
    if not coalesce(r.vouched, false) then
      outs[r.i] := jsonb_build_object('s', 'password', 'u', r.uid, 'h', r.pay_hash, 'c', r.clean);
      continue;
    end if;
    if cur_acc is null or cur_av < r.amount then
      outs[r.i] := '{"s": "insufficient"}';
      continue;
    end if;
    if r.daily_limit is not null then
      ui := array_position(u_chan, r.channel_id);
      if ui is null then
        ui := coalesce(array_length(u_chan, 1), 0) + 1;
        u_chan[ui] := r.channel_id;
        select d.amount into used from withdraw_daily_usage d
        where d.user_id = r.uid and d.channel_id = r.channel_id and d.day = v_day;
        u_used[ui] := coalesce(used, 0);
      end if;
      if u_used[ui] + r.amount > r.daily_limit then
        outs[r.i] := jsonb_build_object('s', 'daily_limit', 'remaining', greatest(r.daily_limit - u_used[ui], 0)::text);
        continue;
      end if;
      u_used[ui] := u_used[ui] + r.amount;
    end if;
    cur_av := cur_av - r.amount;
    cur_fr := cur_fr + r.amount;
    if na = 0 or s_id[na] <> cur_acc then
      na := na + 1;
      s_id[na] := cur_acc;
    end if;
    s_av[na] := cur_av;
    s_fr[na] := cur_fr;
    nk := nk + 1;
    w_i[nk] := r.i;
    w_uid[nk] := r.uid;
    w_acc[nk] := cur_acc;
    w_av[nk] := cur_av;
    w_fr[nk] := cur_fr;
    w_dest[nk] := d_dest;
  end loop;
  if nk = 0 then
    return to_jsonb(outs);
  end if;

  -- Write the accepted requests in one statement: their idempotency records (a key taken
  -- meanwhile by a concurrent transaction raises FN003 and the whole call rolls back), the
  -- freeze journals and their entries, the orders and the balances. The constraints and
  -- triggers (balanced entries, daily totals, foreign keys) check them at its end.
  with t as (
    select x.i, x.key, x.req_hash, x.channel_id, x.currency_id, x.address_id, x.card_id, x.amount, x.fee, x.net,
           x.resp, t.u, t.a, t.av, t.fr, t.dest,
           nextval('withdraw_order_id_seq') as oid, nextval('ledger_journal_id_seq') as jid
    from unnest(w_i, w_uid, w_acc, w_av, w_fr, w_dest) as t(i, u, a, av, fr, dest)
    join rows from (jsonb_to_recordset(p_items) as (
           key text, req_hash text, channel_id bigint, currency_id int, address_id bigint, card_id bigint,
           amount numeric, fee numeric, net numeric, resp jsonb))
         with ordinality as x(key, req_hash, channel_id, currency_id, address_id, card_id, amount, fee, net, resp, i)
      on x.i = t.i
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
    where a.id = any(s_id)
  )
  select (select count(*) from idem), count(*) filter (where ans.key is not null),
         array_agg(ans.answer), array_agg(ans.i)
  into stored, keyed, answers, positions
  from ans;
  if stored <> keyed then
    raise exception 'idempotency key taken' using errcode = 'FN003';
  end if;
  for k in 1..nk loop
    outs[positions[k]] := jsonb_build_object('s', 'ok', 'r', answers[k]);
  end loop;
  return to_jsonb(outs);
end
$$;
