-- in-place: column singers.name changes: DEFAULT set
ALTER TABLE singers ALTER COLUMN name SET DEFAULT 'unknown';
