-- PostgreSQL needs a key column, and numeric cannot be one: both are refused.
CREATE TABLE Singleton (
  Setting STRING(MAX),
) PRIMARY KEY ();

CREATE TABLE Prices (
  Amount NUMERIC NOT NULL,
  Label STRING(20),
) PRIMARY KEY (Amount);
