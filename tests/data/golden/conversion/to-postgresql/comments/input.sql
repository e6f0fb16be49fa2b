# The catalogue (a GoogleSQL hash comment becomes -- in PostgreSQL).

# Singers are the root.
CREATE TABLE Singers (
  SingerId INT64 NOT NULL, # the singer id
  /* the name */
  Name STRING(MAX),
) PRIMARY KEY(SingerId);

-- by name
CREATE INDEX SingersByName ON Singers(Name);
