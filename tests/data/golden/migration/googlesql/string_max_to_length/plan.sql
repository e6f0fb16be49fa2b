-- validating: column Singers.Bio changes: type STRING(MAX) -> STRING(1000); fails on a value longer than STRING(1000)
ALTER TABLE Singers ALTER COLUMN Bio STRING(1000);
