-- A name that says the values count up (InvoiceNumber, ticket_seq): a suggestion, since only the
-- name says so. A parent of interleaved rows is an entity however few its columns: still reported.
-- expect: pk-sequential-integer-first Invoices.InvoiceNumber info
-- expect: pk-sequential-integer-first Tickets.ticket_seq info
-- fixes: bit-reversed-sequence uuid-key
CREATE TABLE Invoices (
  InvoiceNumber INT64 NOT NULL,
  CustomerName STRING(1024),
  Total NUMERIC,
  IssuedOn DATE,
) PRIMARY KEY (InvoiceNumber);
CREATE TABLE InvoiceLines (
  InvoiceNumber INT64 NOT NULL,
  LineId STRING(36) NOT NULL,
  Amount NUMERIC,
) PRIMARY KEY (InvoiceNumber, LineId),
  INTERLEAVE IN PARENT Invoices ON DELETE CASCADE;
CREATE TABLE Tickets (
  ticket_seq INT64 NOT NULL,
  holder STRING(100),
) PRIMARY KEY (ticket_seq);
CREATE TABLE TicketScans (
  ticket_seq INT64 NOT NULL,
  scan_uuid STRING(36) NOT NULL,
) PRIMARY KEY (ticket_seq, scan_uuid),
  INTERLEAVE IN PARENT Tickets ON DELETE CASCADE;
-- A plain id is not reported (negative_references_and_plain_ids.sql).
CREATE TABLE Artists (
  ArtistId INT64 NOT NULL,
  FirstName STRING(1024),
  LastName STRING(1024),
  Country STRING(2),
) PRIMARY KEY (ArtistId);
