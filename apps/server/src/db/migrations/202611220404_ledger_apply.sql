-- ledger_apply: applies one journal in a single call. The ledger service (TypeScript) checks
-- the journal (balanced, well-formed) and sends it here as JSON with its accounts already
-- in the fixed lock order; this function locks each account (creating it on first use),
-- refuses to take a customer account below zero, updates the balances, and stores the
-- journal and its entries. Its statements are planned once per connection, which keeps a
-- journal to one round trip and little work for the database.
--
-- Input: { kind, userId, causeType, causeRef, refType, refId, memo,
--          accounts: [{ userId | null, currencyId, purpose, da, df }],
--          entries:  [{ account (index into accounts), bucket, type, amount }] }
-- Output: { journalId, accounts: [{ id, available, frozen }] } in the order of the input.
-- A customer account that would go negative raises SQLSTATE FN001 and nothing is written.
create function ledger_apply(j jsonb) returns jsonb language plpgsql as $$
declare
  a jsonb;
  uid bigint;
  cid int;
  purp text;
  da numeric;
  df numeric;
  acc_id bigint;
  avail numeric;
  froz numeric;
  ids bigint[] := '{}';
  uids bigint[] := '{}';
  avails numeric[] := '{}';
  frozens numeric[] := '{}';
  jid bigint;
  jat timestamptz;
  n int := 0;
begin
  for a in select value from jsonb_array_elements(j -> 'accounts') loop
    uid := (a ->> 'userId')::bigint;
    cid := (a ->> 'currencyId')::int;
    purp := a ->> 'purpose';
    da := (a ->> 'da')::numeric;
    df := (a ->> 'df')::numeric;
    for attempt in 1..2 loop
      if uid is null then
        select id, available, frozen into acc_id, avail, froz from ledger_account
        where user_id is null and currency_id = cid and purpose = purp for update;
      else
        select id, available, frozen into acc_id, avail, froz from ledger_account
        where user_id = uid and currency_id = cid and purpose = purp for update;
      end if;
      exit when found;
      if uid is null then
        insert into ledger_account (user_id, currency_id, purpose) values (null, cid, purp)
        on conflict (currency_id, purpose) where user_id is null do nothing;
      else
        insert into ledger_account (user_id, currency_id, purpose) values (uid, cid, purp)
        on conflict (user_id, currency_id, purpose) where user_id is not null do nothing;
      end if;
    end loop;
    if acc_id is null then
      raise exception 'ledger account could not be created';
    end if;
    if uid is not null and (avail + da < 0 or froz + df < 0) then
      raise exception 'insufficient balance' using errcode = 'FN001';
    end if;
    update ledger_account set available = available + da, frozen = frozen + df, updated_at = now()
    where id = acc_id returning available, frozen into avail, froz;
    ids := ids || acc_id;
    uids := uids || uid;
    avails := avails || avail;
    frozens := frozens || froz;
    n := n + 1;
    acc_id := null;
  end loop;

  insert into ledger_journal (kind, user_id, cause_type, cause_ref, ref_type, ref_id, memo)
  values (j ->> 'kind', (j ->> 'userId')::bigint, j ->> 'causeType', j ->> 'causeRef',
          j ->> 'refType', (j ->> 'refId')::bigint, coalesce(j ->> 'memo', ''))
  returning id, created_at into jid, jat;

  insert into ledger_entry (journal_id, account_id, currency_id, user_id, bucket, type, amount,
                            available_after, frozen_after, created_at)
  select jid, ids[k + 1], (j -> 'accounts' -> k ->> 'currencyId')::int, uids[k + 1],
         e ->> 'bucket', e ->> 'type', (e ->> 'amount')::numeric, avails[k + 1], frozens[k + 1], jat
  from jsonb_array_elements(j -> 'entries') as e, lateral (select (e ->> 'account')::int as k) x;

  return jsonb_build_object(
    'journalId', jid,
    'accounts', (select jsonb_agg(jsonb_build_object('id', ids[i], 'available', avails[i]::text, 'frozen', frozens[i]::text) order by i)
                 from generate_subscripts(ids, 1) as i));
end
$$;
