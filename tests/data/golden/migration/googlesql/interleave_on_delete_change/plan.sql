-- in-place: table Albums: ON DELETE NO ACTION on its interleave parent
ALTER TABLE Albums SET ON DELETE NO ACTION;
