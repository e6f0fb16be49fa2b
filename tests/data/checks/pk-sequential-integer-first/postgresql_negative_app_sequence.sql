-- dialect: postgresql
-- PGAdapter's Hibernate sample (tests/data/realworld/pgadapter__hibernate_sample.sql): the schema
-- creates ticket_sale_seq and Hibernate's sequence generator draws ticket_sales.id from it (the
-- column has no DEFAULT). Every Spanner sequence is bit-reversed, so the ids are spread.
create sequence ticket_sale_seq bit_reversed_positive;
create table ticket_sales (
  id bigint not null primary key,
  concert_id varchar not null,
  customer_name varchar not null,
  price decimal not null
);
