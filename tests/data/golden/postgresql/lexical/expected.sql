-- Block comments /* nest */ in PostgreSQL; this one is closed.
CREATE TABLE "Mixed Case" (
  -- a ; in a comment does not split
  "Id" bigint NOT NULL,
  note character varying DEFAULT 'it''s; fine',
  esc character varying DEFAULT E'tab\t and \' quote',
  body character varying DEFAULT $body$ $$ ; still a string $body$,
  dollar character varying DEFAULT $$plain$$,
  PRIMARY KEY("Id")
);

CREATE INDEX "idx;x" ON "Mixed Case" ("Id");
