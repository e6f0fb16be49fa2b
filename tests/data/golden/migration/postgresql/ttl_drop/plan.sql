-- in-place: the row deletion policy of singers is dropped
ALTER TABLE singers DROP TTL;
