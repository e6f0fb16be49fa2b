-- dialect: postgresql
-- expect: pk-sequential-integer-first invoices.invoice_number info
-- fixes: bit-reversed-sequence
CREATE TABLE invoices (
  invoice_number bigint NOT NULL,
  customer_name varchar(1024),
  total numeric,
  issued_on date,
  PRIMARY KEY (invoice_number)
);
-- A plain id says nothing about how it is issued: not reported.
CREATE TABLE singers (
  singer_id bigint NOT NULL,
  first_name varchar(1024),
  last_name varchar(1024),
  singer_info bytea,
  PRIMARY KEY (singer_id)
);
