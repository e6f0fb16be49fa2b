-- dialect: postgresql
-- expect: pk-time-ordered-uuid messages.message_timeuuid
-- fixes: uuid-key
CREATE TABLE messages (
  message_timeuuid varchar(36) NOT NULL,
  body text,
  PRIMARY KEY (message_timeuuid)
);
