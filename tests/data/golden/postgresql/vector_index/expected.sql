CREATE TABLE docs (
  id bigint NOT NULL,
  embedding real[] VECTOR LENGTH 128,
  PRIMARY KEY(id)
);

CREATE INDEX docs_embedding ON docs USING scann (embedding) WITH (distance_type = 'COSINE', tree_depth = 2, num_leaves = 1000) WHERE embedding IS NOT NULL;
