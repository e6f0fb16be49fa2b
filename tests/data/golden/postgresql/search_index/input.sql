CREATE TABLE albums (
  id bigint PRIMARY KEY,
  userid bigint NOT NULL,
  title varchar,
  title_tokens spanner.tokenlist GENERATED ALWAYS AS (spanner.tokenize_fulltext(title)) VIRTUAL HIDDEN
);
CREATE SEARCH INDEX albums_by_title ON albums (title_tokens) INCLUDE (title) PARTITION BY userid ORDER BY id DESC WITH (sort_order_sharding = true);
ALTER SEARCH INDEX albums_by_title DROP INCLUDE COLUMN title;
DROP SEARCH INDEX albums_by_title;
