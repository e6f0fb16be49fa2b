-- machmeter's stock trading schema (tests/data/realworld/machmeter__stock_trading.sql): every order
-- of a ticker on a day goes under that day's StockPrice row, so a popular ticker writes all day long
-- into one row tree. StockPrice itself (one row a trading day) is bounded.
-- expect: interleave-unbounded-children OrderHistory
CREATE TABLE Stocks (Ticker INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (Ticker);
CREATE TABLE StockPrice (
  Ticker INT64 NOT NULL,
  Day DATE NOT NULL,
  ClosingPrice FLOAT64 NOT NULL,
) PRIMARY KEY (Ticker, Day),
  INTERLEAVE IN PARENT Stocks ON DELETE CASCADE;
CREATE TABLE OrderHistory (
  OrderId STRING(MAX),
  Ticker INT64 NOT NULL,
  Day DATE NOT NULL,
  Units INT64 NOT NULL,
) PRIMARY KEY (Ticker, Day, OrderId),
  INTERLEAVE IN PARENT StockPrice ON DELETE CASCADE;
