CREATE TABLE albums (
  id bigint NOT NULL,
  userid bigint NOT NULL,
  title character varying,
  title_tokens spanner.tokenlist GENERATED ALWAYS AS (spanner.tokenize_fulltext(title)) VIRTUAL HIDDEN,
  PRIMARY KEY(id)
);
