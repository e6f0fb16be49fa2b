-- in-place: new column singers.active
ALTER TABLE singers ADD COLUMN active boolean DEFAULT true NOT NULL;
