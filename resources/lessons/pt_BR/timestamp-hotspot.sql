-- Lição: um carimbo de data/hora como primeira coluna de chave manda toda inserção para o final
-- do intervalo de chaves, então uma divisão (um servidor) recebe todas as gravações. As outras
-- tabelas mostram as quatro correções.
CREATE TABLE Events (
  EventTime TIMESTAMP NOT NULL,
  EventId INT64 NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(EventTime, EventId);

-- Correção 1: uma chave UUIDv4 aleatória.
CREATE TABLE EventsByUuid (
  EventId STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  EventTime TIMESTAMP NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(EventId);

-- Correção 2: uma sequência com bits invertidos.
CREATE SEQUENCE EventSequence OPTIONS (sequence_kind = 'bit_reversed_positive');

CREATE TABLE EventsBitReversed (
  EventId INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE EventSequence)),
  EventTime TIMESTAMP NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(EventId);

-- Correção 3: um shard por hash antes do carimbo de data/hora (N pontos de anexação em paralelo).
CREATE TABLE EventsSharded (
  ShardId INT64 NOT NULL,
  EventTime TIMESTAMP NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(ShardId, EventTime);

-- Correção 4: inverter a ordem da chave: primeiro a entidade, depois o horário.
CREATE TABLE EventsByUser (
  UserId INT64 NOT NULL,
  EventTime TIMESTAMP NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(UserId, EventTime);
