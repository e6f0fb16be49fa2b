CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio text,
  PRIMARY KEY (singer_id)
);
ALTER TABLE singers ADD CONSTRAINT name_not_empty CHECK (name <> '');
