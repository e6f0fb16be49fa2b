-- in-place: column singers.name changes: DEFAULT dropped
ALTER TABLE singers ALTER COLUMN name DROP DEFAULT;
