-- DROP finds a sequence, change stream or named schema ignoring case, as ALTER does and as the
-- emulator does; a table, index or view only by its exact name (DROP TABLE "Orders"). A sequence
-- that a column's DEFAULT takes values from is not dropped (DROP SEQUENCE "USED").
CREATE SCHEMA "Sales";
CREATE SEQUENCE "Seq" BIT_REVERSED_POSITIVE;
CREATE SEQUENCE "Used" BIT_REVERSED_POSITIVE;
CREATE TABLE orders (
  id bigint DEFAULT nextval('used'),
  PRIMARY KEY (id)
);
CREATE CHANGE STREAM "OrdersStream" FOR orders;
ALTER CHANGE STREAM ordersstream SET (retention_period = '2d');
DROP SEQUENCE seq;
DROP SCHEMA sales;
DROP CHANGE STREAM "ORDERSSTREAM";
DROP SEQUENCE "USED";
DROP TABLE "Orders";
