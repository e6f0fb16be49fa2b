-- dialect: postgresql
-- expect: index-null-filtered orders_by_deleted info
-- fixes: null-filtered
CREATE TABLE orders (
  order_id varchar(36) NOT NULL,
  deleted_at timestamptz,
  PRIMARY KEY (order_id)
);
CREATE INDEX orders_by_deleted ON orders(deleted_at);
