-- The hot path of a withdrawal request in three calls, each a function whose statements are
-- planned once per connection (plain statements are parsed and planned on every call, which
-- on the embedded database costs more than running them):
--
-- auth_session_user(token_hash): the live session of a token and its active user.
-- withdraw_prepare(...): everything the request reads before it writes: the payment-password
--   state, a stored answer of the idempotency key, the available balance, the order's id and
--   the destination snapshot (null when the address or card is not the customer's).
-- withdraw_submit(...): in one statement, and so in one transaction: freeze the amount
--   (ledger_apply), insert the order, provided the destination is still the customer's and
--   the daily limit holds (counted after the freeze, whose account lock serializes one
--   customer's requests), and store the idempotency record with the answer.
--   Raises FN001 (insufficient balance, from ledger_apply), FN002 (destination or daily limit
--   refused the order) or FN003 (the idempotency key was taken meanwhile); nothing is
--   written then. Returns the answer: p_response with the order's creation time.

create function auth_session_user(p_token_hash text)
returns table (session_id bigint, user_id bigint) language plpgsql stable as $$
begin
  return query
    select s.id, u.id from user_session s join app_user u on u.id = s.user_id
    where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now() and u.status = 0;
end
$$;

create function withdraw_prepare(p_user bigint, p_scope text, p_key text, p_currency int,
                                 p_address bigint, p_card bigint)
returns table (hash text, clean boolean, stored_hash text, stored_response jsonb,
               available numeric, next_id bigint, destination jsonb)
language plpgsql as $$
begin
  return query
    select u.pay_password_hash,
           (u.pay_password_failures = 0 and (u.pay_password_locked_until is null or u.pay_password_locked_until < now())),
           k.request_hash, k.response,
           (select a.available from ledger_account a
             where a.user_id = u.id and a.currency_id = p_currency and a.purpose = 'main'),
           nextval('withdraw_order_id_seq'),
           case when p_address is not null then
             (select jsonb_build_object('network', w.network, 'address', w.address, 'label', w.label, 'currencyId', w.currency_id)
                from user_wallet_address w where w.id = p_address and w.user_id = u.id and w.deleted_at is null)
           else
             (select jsonb_build_object('bankName', b.bank_name, 'holderName', c.holder_name,
                                        'cardNumber', c.card_number, 'branch', c.branch)
                from user_bank_card c join bank_property_config b on b.id = c.bank_id
               where c.id = p_card and c.user_id = u.id and c.deleted_at is null)
           end
    from app_user u
    left join idempotency_record k on k.scope = p_scope and k.idem_key = p_key
    where u.id = p_user;
end
$$;

-- p_order: { id, orderNo, userId, channelId, currencyId, amount, fee, netAmount,
--            addressId | bankCardId, network, dailyLimit | null, dayStart }
create function withdraw_submit(p_journal jsonb, p_order jsonb, p_scope text, p_key text,
                                p_request_hash text, p_response jsonb)
returns jsonb language plpgsql as $$
declare
  v_id bigint := (p_order ->> 'id')::bigint;
  v_user bigint := (p_order ->> 'userId')::bigint;
  v_channel bigint := (p_order ->> 'channelId')::bigint;
  v_currency int := (p_order ->> 'currencyId')::int;
  v_amount numeric := (p_order ->> 'amount')::numeric;
  v_limit numeric := (p_order ->> 'dailyLimit')::numeric;
  v_within boolean := true;
  v_created timestamptz;
  v_response jsonb;
begin
  perform ledger_apply(p_journal);

  if v_limit is not null then
    select coalesce(sum(w.amount), 0) + v_amount <= v_limit into v_within from withdraw_order w
    where w.user_id = v_user and w.channel_id = v_channel
      and w.created_at >= (p_order ->> 'dayStart')::timestamptz and w.status in ('pending', 'paid');
  end if;
  if v_within then
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
  end if;
  if v_created is null then
    raise exception 'withdrawal refused' using errcode = 'FN002';
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
