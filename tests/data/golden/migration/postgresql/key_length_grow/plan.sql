-- recreate: table users is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE users;
-- recreate: table users is created again, empty (its primary key changes)
CREATE TABLE users (
  email character varying(254) NOT NULL,
  name character varying,
  PRIMARY KEY(email)
);
