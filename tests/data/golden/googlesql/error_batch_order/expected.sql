-- Spanner applies a batch in order: what a statement uses must exist before it.

CREATE SCHEMA shop;

CREATE SEQUENCE OrderIds OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE SEQUENCE shop.Kinds OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE TABLE Items (
  Id INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE orderids)),
  Kind INT64 DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE shop.Kinds)),
) PRIMARY KEY(Id);

CREATE VIEW Latest SQL SECURITY INVOKER AS SELECT EXTRACT(YEAR FROM CURRENT_DATE()) AS Y, R.Id FROM (SELECT Items.Id FROM Items) AS R;
