-- validating: new NOT NULL column Singers.Country without DEFAULT: added, then made NOT NULL; fails on a row in Singers (it gets no value for the new column; give the column a DEFAULT)
ALTER TABLE Singers ADD COLUMN Country STRING(2);
ALTER TABLE Singers ALTER COLUMN Country STRING(2) NOT NULL;
