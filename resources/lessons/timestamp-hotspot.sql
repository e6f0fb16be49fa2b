-- Lesson: a timestamp as the first key column sends every insert to the end of the key range,
-- so one split (one server) takes all writes. The other tables show the four fixes.
CREATE TABLE Events (
  EventTime TIMESTAMP NOT NULL,
  EventId INT64 NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(EventTime, EventId);

-- Fix 1: a random UUIDv4 key.
CREATE TABLE EventsByUuid (
  EventId STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  EventTime TIMESTAMP NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(EventId);

-- Fix 2: a bit-reversed sequence.
CREATE SEQUENCE EventSequence OPTIONS (sequence_kind = 'bit_reversed_positive');

CREATE TABLE EventsBitReversed (
  EventId INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE EventSequence)),
  EventTime TIMESTAMP NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(EventId);

-- Fix 3: a hash shard in front of the timestamp (N parallel append points).
CREATE TABLE EventsSharded (
  ShardId INT64 NOT NULL,
  EventTime TIMESTAMP NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(ShardId, EventTime);

-- Fix 4: swap the key order: the entity first, then the time.
CREATE TABLE EventsByUser (
  UserId INT64 NOT NULL,
  EventTime TIMESTAMP NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY(UserId, EventTime);
