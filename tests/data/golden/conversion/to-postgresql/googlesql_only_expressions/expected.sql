-- GoogleSQL constructs PostgreSQL has no equivalent for: refused (errors) or warned.
CREATE TABLE "T" (
  "Id" bigint NOT NULL,
  "Name" character varying,
  "Fails" character varying DEFAULT ERROR('no default'),
  "Digest" bytea GENERATED ALWAYS AS (SAFE.MD5("Name")) STORED,
  PRIMARY KEY("Id")
);

CREATE VIEW "Names" SQL SECURITY INVOKER AS SELECT AS VALUE "T"."Name" FROM "T";

CREATE VIEW "Flags" SQL SECURITY INVOKER AS SELECT CAST("T"."Id" AS boolean) AS F FROM "T";
