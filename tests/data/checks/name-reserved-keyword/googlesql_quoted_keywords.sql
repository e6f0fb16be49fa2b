-- expect: name-reserved-keyword Order info
-- expect: name-reserved-keyword Order.Select info
CREATE TABLE `Order` (`Select` STRING(36) NOT NULL) PRIMARY KEY (`Select`);
