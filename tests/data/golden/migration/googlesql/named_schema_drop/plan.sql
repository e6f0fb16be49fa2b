-- destructive: table sales.Orders is not in the new schema: it is dropped with all its rows
DROP TABLE sales.Orders;
-- in-place: named schema sales is dropped (it is empty by then)
DROP SCHEMA sales;
