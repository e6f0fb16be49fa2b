-- The application's own queries: an unserved filter, a newest-first read against an ASC key, a
-- back-join, a join that interleaving would make local, and an index no query reads.
-- query: SELECT UserId FROM Users WHERE Email = @email
-- query: SELECT o.Total FROM Orders o WHERE o.UserId = @u ORDER BY o.CreatedAt DESC LIMIT 10
-- query: SELECT Total, Status FROM Orders@{FORCE_INDEX=OrdersByStatus} WHERE Status = 'open'
-- query: SELECT u.Email, l.Sku FROM Users u JOIN OrderLines l ON l.UserId = u.UserId WHERE u.UserId = @u
-- expect: index-access-pattern query1 info
-- expect: index-access-pattern query2 info
-- expect: index-access-pattern query2 info
-- expect: index-access-pattern query3 info
-- expect: index-access-pattern query4 info
-- expect: index-access-pattern UsersByCountry info
-- expect: fk-interleave-candidate OrderLines.FK_OrderLines_Users
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(MAX),
  Country STRING(2),
) PRIMARY KEY (UserId);
CREATE TABLE Orders (
  OrderId STRING(36) NOT NULL,
  UserId STRING(36) NOT NULL,
  CreatedAt TIMESTAMP NOT NULL,
  Status STRING(10),
  Total NUMERIC,
) PRIMARY KEY (OrderId);
CREATE TABLE OrderLines (
  UserId STRING(36) NOT NULL,
  LineId STRING(36) NOT NULL,
  Sku STRING(20),
  CONSTRAINT FK_OrderLines_Users FOREIGN KEY (UserId) REFERENCES Users (UserId),
) PRIMARY KEY (UserId, LineId);
CREATE INDEX UsersByCountry ON Users(Country);
CREATE INDEX OrdersByUser ON Orders(UserId, CreatedAt);
CREATE INDEX OrdersByStatus ON Orders(Status);
