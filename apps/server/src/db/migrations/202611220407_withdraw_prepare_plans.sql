-- withdraw_prepare with the address and the card read by separate queries. With one query
-- for both, the plan cache kept planning it on every call: a plan made for the actual
-- arguments drops the branch not taken and so always looked cheaper than the reusable one.
-- Now each branch's reusable plan is as good, and it is planned once per connection.
create or replace function withdraw_prepare(p_user bigint, p_scope text, p_key text, p_currency int,
                                            p_address bigint, p_card bigint)
returns table (hash text, clean boolean, stored_hash text, stored_response jsonb,
               available numeric, next_id bigint, destination jsonb)
language plpgsql as $$
begin
  if p_address is not null then
    return query
      select u.pay_password_hash,
             (u.pay_password_failures = 0 and (u.pay_password_locked_until is null or u.pay_password_locked_until < now())),
             k.request_hash, k.response,
             (select a.available from ledger_account a
               where a.user_id = u.id and a.currency_id = p_currency and a.purpose = 'main'),
             nextval('withdraw_order_id_seq'),
             (select jsonb_build_object('network', w.network, 'address', w.address, 'label', w.label, 'currencyId', w.currency_id)
                from user_wallet_address w where w.id = p_address and w.user_id = u.id and w.deleted_at is null)
      from app_user u
      left join idempotency_record k on k.scope = p_scope and k.idem_key = p_key
      where u.id = p_user;
  else
    return query
      select u.pay_password_hash,
             (u.pay_password_failures = 0 and (u.pay_password_locked_until is null or u.pay_password_locked_until < now())),
             k.request_hash, k.response,
             (select a.available from ledger_account a
               where a.user_id = u.id and a.currency_id = p_currency and a.purpose = 'main'),
             nextval('withdraw_order_id_seq'),
             (select jsonb_build_object('bankName', b.bank_name, 'holderName', c.holder_name,
                                        'cardNumber', c.card_number, 'branch', c.branch)
                from user_bank_card c join bank_property_config b on b.id = c.bank_id
               where c.id = p_card and c.user_id = u.id and c.deleted_at is null)
      from app_user u
      left join idempotency_record k on k.scope = p_scope and k.idem_key = p_key
      where u.id = p_user;
  end if;
end
$$;
