-- PostgreSQL needs a key column, and numeric cannot be one: both are refused.
CREATE TABLE "Singleton" (
  "Setting" character varying
);

CREATE TABLE "Prices" (
  "Amount" numeric NOT NULL,
  "Label" character varying(20),
  PRIMARY KEY("Amount")
);
