-- destructive: column singers.bio is not in the new schema: it is dropped with its values
ALTER TABLE singers DROP COLUMN bio;
