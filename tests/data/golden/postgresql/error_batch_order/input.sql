-- Spanner applies a batch in order: what a statement uses must exist before it.
CREATE TABLE orders (
  id bigint NOT NULL DEFAULT nextval('order_ids'),
  PRIMARY KEY (id)
);
CREATE TABLE lines (
  id bigint NOT NULL,
  CONSTRAINT fk_lines_items FOREIGN KEY (id) REFERENCES items (id),
  PRIMARY KEY (id)
);
CREATE TABLE notes (id bigint NOT NULL, PRIMARY KEY (id)) INTERLEAVE IN PARENT items;
CREATE INDEX items_by_id ON items (id);
CREATE VIEW item_ids SQL SECURITY INVOKER AS SELECT items.id FROM items;
CREATE TABLE shop.carts (id bigint NOT NULL, PRIMARY KEY (id));
CREATE SEQUENCE order_ids BIT_REVERSED_POSITIVE;
CREATE TABLE items (
  id bigint NOT NULL DEFAULT nextval('ORDER_IDS'),
  kind bigint,
  PRIMARY KEY (id)
);
CREATE TABLE ranked (
  id bigint NOT NULL,
  rank bigint GENERATED ALWAYS AS (spanner.get_internal_sequence_state('ranks')) STORED,
  PRIMARY KEY (id)
);
CREATE SCHEMA shop;
ALTER TABLE items ADD COLUMN code bigint DEFAULT nextval('codes');
ALTER TABLE items ALTER COLUMN kind SET DEFAULT nextval('shop.kinds');
CREATE SEQUENCE shop.kinds BIT_REVERSED_POSITIVE;
ALTER TABLE items ALTER COLUMN kind SET DEFAULT nextval('shop.kinds');
CREATE VIEW latest SQL SECURITY INVOKER AS
  SELECT EXTRACT(YEAR FROM CURRENT_DATE) AS y, r.id FROM (SELECT items.id FROM items) AS r;
