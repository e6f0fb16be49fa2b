CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
ALTER TABLE Singers ADD CONSTRAINT NameNotEmpty CHECK (Name != '');
