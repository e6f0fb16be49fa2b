/* Block comments /* nest */ in PostgreSQL; this one is closed. */
CREATE TABLE "Mixed Case" (
  "Id" bigint PRIMARY KEY, -- a ; in a comment does not split
  note varchar DEFAULT 'it''s; fine',
  esc varchar DEFAULT E'tab\t and \' quote',
  body text DEFAULT $body$ $$ ; still a string $body$,
  dollar text DEFAULT $$plain$$
);
CREATE INDEX "idx;x" ON "Mixed Case" ("Id");
