-- recreate: table singers is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE singers;
-- recreate: table singers is created again, empty (its primary key changes)
CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name character varying(100) NOT NULL,
  bio character varying,
  PRIMARY KEY(singer_id, name)
);
