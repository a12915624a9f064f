-- Drops three ledger indexes that no query reads, each an extra index entry for every row a
-- withdrawal (and every other journal) writes:
--   ledger_entry_journal_idx (journal_id): a customer's records and a record's detail read the
--     entries by ledger_entry_user_idx (user_id, journal_id desc); the operators' checks read
--     all entries at once.
--   ledger_entry_account_idx (account_id, id): the operators' balance check sums all entries
--     per account in one pass; nothing reads one account's entries.
--   ledger_journal_ref_idx (ref_type, ref_id): journals are read by id only (a record joins its
--     journal by primary key); nothing looks a journal up by its business record.
-- Journals and accounts are never deleted and their ids never change, so the foreign keys of
-- ledger_entry need no index on the referencing side.

drop index ledger_entry_journal_idx;
drop index ledger_entry_account_idx;
drop index ledger_journal_ref_idx;
