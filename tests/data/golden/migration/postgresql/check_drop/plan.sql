-- in-place: CHECK name_not_empty on singers is dropped
ALTER TABLE singers DROP CONSTRAINT name_not_empty;
