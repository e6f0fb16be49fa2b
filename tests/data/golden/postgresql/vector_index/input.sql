CREATE TABLE docs (id bigint PRIMARY KEY, embedding float4[] VECTOR LENGTH 128);
CREATE INDEX docs_embedding ON docs USING scann (embedding) WITH (distance_type = 'COSINE', tree_depth = 2, num_leaves = 1000) WHERE embedding IS NOT NULL;
