CREATE TABLE singers (
  singer_id bigint NOT NULL,
  first_name varchar(1024),
  last_name varchar(1024),
  full_name varchar(2048) GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
  PRIMARY KEY (singer_id)
);

CREATE TABLE albums (
  singer_id bigint NOT NULL,
  album_id bigint NOT NULL,
  title text NOT NULL DEFAULT '<untitled> & "new"',
  released timestamptz,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE
  TTL INTERVAL '30 days' ON released;

CREATE INDEX albums_by_title ON albums (title) INCLUDE (released);

CREATE SCHEMA sales;

CREATE TABLE sales.orders (
  order_id bigint NOT NULL,
  singer_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (created_at, order_id),
  CONSTRAINT fk_orders_singers FOREIGN KEY (singer_id) REFERENCES singers (singer_id)
);

CREATE TABLE sales.line_items (
  order_id bigint NOT NULL,
  line_no bigint NOT NULL,
  quantity bigint NOT NULL,
  tags varchar[],
  PRIMARY KEY (order_id, line_no),
  CONSTRAINT ck_quantity CHECK (quantity > 0),
  FOREIGN KEY (order_id) REFERENCES sales.orders (order_id) ON DELETE CASCADE
);
