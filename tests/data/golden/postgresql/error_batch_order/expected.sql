-- Spanner applies a batch in order: what a statement uses must exist before it.

CREATE SCHEMA shop;

CREATE SEQUENCE order_ids BIT_REVERSED_POSITIVE;

CREATE SEQUENCE shop.kinds BIT_REVERSED_POSITIVE;

CREATE TABLE items (
  id bigint DEFAULT nextval('ORDER_IDS') NOT NULL,
  kind bigint DEFAULT nextval('shop.kinds'),
  PRIMARY KEY(id)
);

CREATE VIEW latest SQL SECURITY INVOKER AS SELECT EXTRACT(YEAR FROM CURRENT_DATE) AS y, r.id FROM (SELECT items.id FROM items) AS r;
