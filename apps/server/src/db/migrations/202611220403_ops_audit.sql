-- Every action an operator takes through the operator API, with who took it and why.
create table ops_audit_log (
  id bigserial primary key,
  operator text not null check (operator <> ''),
  action text not null,
  target_type text not null default '',
  target_id bigint,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index ops_audit_log_target_idx on ops_audit_log(target_type, target_id);
