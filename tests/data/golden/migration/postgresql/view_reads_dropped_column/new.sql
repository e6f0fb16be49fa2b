CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  PRIMARY KEY (singer_id)
);
CREATE VIEW singer_bios SQL SECURITY INVOKER AS SELECT singers.singer_id FROM singers;
