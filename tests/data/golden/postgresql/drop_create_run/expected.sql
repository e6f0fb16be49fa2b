-- Dropped and created again under its name, in one run.

-- the new albums
CREATE TABLE albums (
  id character varying(36) NOT NULL,
  PRIMARY KEY(id)
);

CREATE UNIQUE INDEX gigs_by_v ON albums (id);

-- A dropped table is gone for the tables created after it.

CREATE TABLE singers (
  id character varying(36) NOT NULL,
  PRIMARY KEY(id)
);

CREATE TABLE albums_by_a (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

-- on last, after the run is erased
CREATE TABLE last (
  id bigint NOT NULL,
  -- The run ends here: what follows sees the schema without the dropped tables.
  title character varying,
  PRIMARY KEY(id)
);

-- on last_by_id, after the run is erased
CREATE INDEX last_by_id ON last (id);
