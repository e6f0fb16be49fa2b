-- in-place: table Singers is renamed to Artists
ALTER TABLE Singers RENAME TO Artists;
