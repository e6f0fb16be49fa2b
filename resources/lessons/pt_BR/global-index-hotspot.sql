-- Lição: a chave UUID da tabela espalha as inserções por igual, mas um índice global no horário
-- de criação é um intervalo de chaves próprio, em que cada nova entrada cai no final.
CREATE TABLE Orders (
  OrderId STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  CustomerId INT64 NOT NULL,
  CreatedAt TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
  Total NUMERIC,
) PRIMARY KEY(OrderId);

CREATE INDEX OrdersByCreatedAt ON Orders(CreatedAt);
