CREATE SCHEMA sales;
CREATE TABLE sales.orders (id bigint PRIMARY KEY, total numeric);
CREATE TABLE public.items (id bigint PRIMARY KEY);
CREATE VIEW sales.big_orders SQL SECURITY INVOKER AS SELECT o.id FROM sales.orders AS o WHERE o.total > 100;
CREATE OR REPLACE VIEW sales.big_orders SQL SECURITY DEFINER AS SELECT id FROM sales.orders;
DROP VIEW sales.big_orders;
DROP TABLE items;
