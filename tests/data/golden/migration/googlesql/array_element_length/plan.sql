-- in-place: column Singers.Tags changes: type ARRAY<STRING(10)> -> ARRAY<STRING(20)>
ALTER TABLE Singers ALTER COLUMN Tags ARRAY<STRING(20)>;
