-- in-place: new sequence singer_ids
CREATE SEQUENCE singer_ids BIT_REVERSED_POSITIVE;
-- in-place: column singers.singer_id changes: DEFAULT set
ALTER TABLE singers ALTER COLUMN singer_id SET DEFAULT nextval('singer_ids');
