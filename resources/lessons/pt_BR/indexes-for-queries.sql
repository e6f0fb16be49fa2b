-- Lição: as consultas decidem os índices. Os clientes são lidos pelo id e pelo e-mail; os
-- pedidos são intercalados neles, então um cliente com seus pedidos é uma árvore de linhas.
CREATE TABLE Customers (
  CustomerId INT64 NOT NULL,
  Email STRING(100),
  Name STRING(100),
) PRIMARY KEY(CustomerId);

CREATE TABLE Orders (
  CustomerId INT64 NOT NULL,
  OrderId INT64 NOT NULL,
  Status STRING(20),
  Total NUMERIC,
) PRIMARY KEY(CustomerId, OrderId),
  INTERLEAVE IN PARENT Customers ON DELETE CASCADE;

-- A consulta de login procura clientes pelo e-mail: sem este índice, ela leria todos.
CREATE INDEX CustomersByEmail ON Customers(Email);
