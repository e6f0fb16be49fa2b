-- Types, constraints and the clauses after the column list.
CREATE TABLE Singers (
  SingerId   bigint NOT NULL,
  FirstName  varchar(1024),
  "LastName" character varying,
  Info       bytea,
  Score      float8 DEFAULT 0.5,
  Ratio      real NULL,
  Joined     timestamptz DEFAULT CURRENT_TIMESTAMP,
  Updated    spanner.commit_timestamp,
  Tags       text[],
  Doc        jsonb,
  Ident      uuid,
  Active     boolean DEFAULT true NOT NULL,
  Born       date,
  Amount     numeric,
  FullName   varchar GENERATED ALWAYS AS (FirstName || ' ' || "LastName") STORED,
  CONSTRAINT chk_score CHECK (Score >= 0),
  PRIMARY KEY (SingerId)
) TTL INTERVAL '30 days' ON Joined;
CREATE TABLE Albums (
  SingerId bigint,
  AlbumId  bigint,
  Title    text,
  PRIMARY KEY (SingerId, AlbumId)
) INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE TABLE IF NOT EXISTS Albums (x bigint PRIMARY KEY);
