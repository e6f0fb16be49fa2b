-- in-place: table albums: ON DELETE NO ACTION on its interleave parent
ALTER TABLE albums SET ON DELETE NO ACTION;
