-- in-place: new column singers.name_length
ALTER TABLE singers ADD COLUMN name_length bigint GENERATED ALWAYS AS (length(name)) STORED;
