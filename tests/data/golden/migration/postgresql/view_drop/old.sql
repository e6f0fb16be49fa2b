CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio text,
  PRIMARY KEY (singer_id)
);
CREATE VIEW singer_names SQL SECURITY INVOKER AS SELECT singers.name FROM singers;
