-- DROP finds a sequence, change stream, named schema or model ignoring case, as ALTER does and
-- as the emulator does; a table, index or view only by its exact name (DROP TABLE orders). A
-- sequence that a column's DEFAULT takes values from is not dropped (DROP SEQUENCE USED).
CREATE SCHEMA Sales;
CREATE SEQUENCE Seq OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE SEQUENCE Used OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE TABLE Orders (
  Id INT64 DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE used)),
) PRIMARY KEY (Id);
CREATE CHANGE STREAM OrdersStream FOR Orders;
CREATE MODEL Scorer INPUT (a STRING(MAX)) OUTPUT (b STRING(MAX)) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/p/locations/us-central1/endpoints/e');
ALTER CHANGE STREAM ordersstream SET OPTIONS (retention_period = '2d');
ALTER MODEL SCORER SET OPTIONS (default_batch_size = 5);
DROP SEQUENCE seq;
DROP SCHEMA sales;
DROP CHANGE STREAM ORDERSSTREAM;
DROP MODEL scorer;
DROP SEQUENCE USED;
DROP TABLE orders;
