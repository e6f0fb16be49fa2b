-- recreate: CHECK name_not_empty on singers is dropped to be added again: its condition changes
ALTER TABLE singers DROP CONSTRAINT name_not_empty;
-- validating: CHECK name_not_empty on singers is added again; fails on a row of singers for which length(name) > 1 is false
ALTER TABLE singers ADD CONSTRAINT name_not_empty CHECK(length(name) > 1);
