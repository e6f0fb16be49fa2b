CREATE TABLE kept (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

-- a comment on a dropped object's line stays in the file

CREATE TABLE albums (
  id character varying(36) NOT NULL,
  PRIMARY KEY(id)
);
