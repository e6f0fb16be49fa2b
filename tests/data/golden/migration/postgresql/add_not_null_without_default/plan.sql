-- validating: new NOT NULL column singers.country without DEFAULT: added, then made NOT NULL; fails on a row in singers (it gets no value for the new column; give the column a DEFAULT)
ALTER TABLE singers ADD COLUMN country character varying(2);
ALTER TABLE singers ALTER COLUMN country TYPE character varying(2), ALTER COLUMN country SET NOT NULL;
