-- in-place: row deletion policy of singers on created
ALTER TABLE singers ALTER TTL INTERVAL '7 DAYS' ON created;
