CREATE TABLE Users (
  Email STRING(100) NOT NULL,
  Name STRING(MAX),
) PRIMARY KEY (Email);
CREATE INDEX UsersByName ON Users (Name);
