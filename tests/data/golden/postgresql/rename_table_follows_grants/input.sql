-- Renaming a table carries its references with it, grants included (fine-grained access
-- control follows a rename in Spanner), however the grant writes the name.
CREATE TABLE singers (id bigint PRIMARY KEY);
CREATE TABLE "Albums" (id bigint NOT NULL, album_id bigint NOT NULL, PRIMARY KEY (id, album_id))
  INTERLEAVE IN PARENT singers ON DELETE CASCADE;
CREATE INDEX singers_by_id ON singers (id);
CREATE CHANGE STREAM singer_changes FOR singers;
CREATE ROLE reader;
GRANT SELECT ON TABLE singers, "Albums" TO reader;
GRANT INSERT ON TABLE public.SINGERS TO reader;
ALTER TABLE singers RENAME TO "Artists";
ALTER TABLE "Albums" RENAME TO records;
