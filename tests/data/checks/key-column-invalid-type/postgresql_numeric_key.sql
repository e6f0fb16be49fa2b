-- dialect: postgresql
-- expect: key-column-invalid-type prices.amount
-- expect: key-column-invalid-type docs.body
CREATE TABLE prices (amount numeric NOT NULL, PRIMARY KEY (amount));
CREATE TABLE docs (body jsonb NOT NULL, PRIMARY KEY (body));
