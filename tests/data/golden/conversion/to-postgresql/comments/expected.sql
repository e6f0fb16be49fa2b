-- The catalogue (a GoogleSQL hash comment becomes -- in PostgreSQL).

-- Singers are the root.
CREATE TABLE "Singers" (
  -- the singer id
  "SingerId" bigint NOT NULL,
  -- the name
  "Name" character varying,
  PRIMARY KEY("SingerId")
);

-- by name
CREATE INDEX "SingersByName" ON "Singers" ("Name");
