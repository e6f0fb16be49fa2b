ALTER DATABASE db SET OPTIONS (default_sequence_kind = 'bit_reversed_positive');
CREATE SEQUENCE OrderSeq OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE TABLE Concerts (
  ConcertId INT64 NOT NULL AUTO_INCREMENT,
) PRIMARY KEY (ConcertId);
