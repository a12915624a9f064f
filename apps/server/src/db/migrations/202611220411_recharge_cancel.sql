-- A customer may cancel a recharge of theirs while it is pending (a payment page opened and
-- left unpaid, a transfer not made): pending -> cancelled, with no journal (nothing was
-- credited). A cancelled order no longer counts against the channel's daily limit, and neither
-- an operator nor the demo provider credits or rejects it.
alter table recharge_order drop constraint recharge_order_status_check;
alter table recharge_order add constraint recharge_order_status_check
  check (status in ('pending', 'credited', 'rejected', 'cancelled'));
