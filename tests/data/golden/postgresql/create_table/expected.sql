-- Types, constraints and the clauses after the column list.
CREATE TABLE singers (
  singerid bigint NOT NULL,
  firstname character varying(1024),
  "LastName" character varying,
  info bytea,
  score double precision DEFAULT 0.5,
  ratio real,
  joined timestamp with time zone DEFAULT CURRENT_TIMESTAMP,
  updated spanner.commit_timestamp,
  tags character varying[],
  doc jsonb,
  ident uuid,
  active boolean DEFAULT true NOT NULL,
  born date,
  amount numeric,
  fullname character varying GENERATED ALWAYS AS (FirstName || ' ' || "LastName") STORED,
  PRIMARY KEY(singerid),
  CONSTRAINT chk_score CHECK(Score >= 0)
) TTL INTERVAL '30 DAYS' ON joined;

CREATE TABLE albums (
  singerid bigint NOT NULL,
  albumid bigint NOT NULL,
  title character varying,
  PRIMARY KEY(singerid, albumid)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
