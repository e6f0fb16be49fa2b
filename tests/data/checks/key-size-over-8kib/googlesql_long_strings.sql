-- expect: key-size-over-8kib Paths
-- expect: key-size-over-8kib PathsByOwner
CREATE TABLE Paths (
  Path STRING(2000) NOT NULL,
  Version STRING(100) NOT NULL,
  Owner STRING(1500),
) PRIMARY KEY (Path, Version);
CREATE INDEX PathsByOwner ON Paths(Owner);
