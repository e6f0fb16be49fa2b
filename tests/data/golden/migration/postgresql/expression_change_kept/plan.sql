-- recreate: CHECK qty_positive on items is dropped to be added again: its condition changes
ALTER TABLE items DROP CONSTRAINT qty_positive;
-- recreate: column items.half is dropped to be added again (its generated expression changes, which Spanner cannot alter): its values are lost
ALTER TABLE items DROP COLUMN half;
-- recreate: column items.third is dropped to be added again (its generated expression changes, which Spanner cannot alter): its values are lost
ALTER TABLE items DROP COLUMN third;
-- recreate: column items.half is added again (its generated expression changes, which Spanner cannot alter)
ALTER TABLE items ADD COLUMN half double precision GENERATED ALWAYS AS (((qty)::double precision / ('2'::bigint)::double precision)) STORED;
-- recreate: column items.third is added again (its generated expression changes, which Spanner cannot alter)
ALTER TABLE items ADD COLUMN third double precision GENERATED ALWAYS AS ((qty / '3'::bigint)) STORED;
-- in-place: column items.qty changes: DEFAULT set
ALTER TABLE items ALTER COLUMN qty SET DEFAULT '1'::bigint;
-- validating: CHECK qty_positive on items is added again; fails on a row of items for which (qty >= '0'::bigint) is false
ALTER TABLE items ADD CONSTRAINT qty_positive CHECK((qty >= '0'::bigint));
