-- destructive: table sales.orders is not in the new schema: it is dropped with all its rows
DROP TABLE sales.orders;
-- in-place: named schema sales is dropped (it is empty by then)
DROP SCHEMA sales;
