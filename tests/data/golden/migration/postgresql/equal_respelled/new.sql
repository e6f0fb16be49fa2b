create table SINGERS (singer_id int8 primary key, name character varying(100), bio varchar);
create index BY_NAME on singers(name asc);
