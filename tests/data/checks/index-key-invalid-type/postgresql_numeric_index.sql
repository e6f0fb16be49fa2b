-- dialect: postgresql
-- expect: index-key-invalid-type items_by_price
CREATE TABLE items (item_id varchar(36) NOT NULL, price numeric, PRIMARY KEY (item_id));
CREATE INDEX items_by_price ON items(price);
