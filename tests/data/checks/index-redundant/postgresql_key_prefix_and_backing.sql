-- dialect: postgresql
-- expect: index-redundant test_results_by_invocation warning
-- expect: index-redundant albums_by_singer info
CREATE TABLE test_results (
  invocation_id varchar NOT NULL,
  test_id varchar NOT NULL,
  result_id varchar NOT NULL,
  PRIMARY KEY (invocation_id, test_id, result_id)
);
CREATE INDEX test_results_by_invocation ON test_results(invocation_id, test_id);
CREATE TABLE singers (singer_id varchar(36) NOT NULL, PRIMARY KEY (singer_id));
CREATE TABLE albums (
  album_id varchar(36) NOT NULL,
  singer_id varchar(36),
  PRIMARY KEY (album_id),
  CONSTRAINT fk_albums_singers FOREIGN KEY (singer_id) REFERENCES singers (singer_id)
);
CREATE INDEX albums_by_singer ON albums(singer_id) WHERE singer_id IS NOT NULL;
