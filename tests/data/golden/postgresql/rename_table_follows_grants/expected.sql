-- Renaming a table carries its references with it, grants included (fine-grained access
-- control follows a rename in Spanner), however the grant writes the name.
CREATE TABLE "Artists" (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE INDEX singers_by_id ON "Artists" (id);

CREATE TABLE records (
  id bigint NOT NULL,
  album_id bigint NOT NULL,
  PRIMARY KEY(id, album_id)
) INTERLEAVE IN PARENT "Artists" ON DELETE CASCADE;

CREATE CHANGE STREAM singer_changes
FOR "Artists";

CREATE ROLE reader;

GRANT SELECT ON TABLE "Artists", records TO reader;

GRANT INSERT ON TABLE "Artists" TO reader;
