#pragma once

#include "schema.h"

namespace ssd {

// The model as re-parsing its canonical DDL gives it back: the spelling-only flags set the way the
// writer prints them (ASC never printed, IN PARENT always with its action in GoogleSQL, NO ACTION
// never printed in PostgreSQL, AUTO_INCREMENT/serial printed as an identity, PostgreSQL key
// columns NOT NULL, NULL_FILTERED as WHERE ... IS NOT NULL in PostgreSQL, a GoogleSQL table or
// index locality group as an option). Ids and source positions are left alone.
//
// Round-trip property of the writers: parse(format(x)) equals canonicalized(parse(x)) up to ids.
Schema canonicalized(const Schema &schema);

// The spellings canonicalized() and the conversion share: PostgreSQL says NULL_FILTERED as
// WHERE k IS NOT NULL on every key column (added before the index's own filtered columns);
// GoogleSQL says a table's or index's locality group as the option locality_group.
void spellNullFilteredAsWhere(Index &index);
void moveLocalityGroupToOptions(QString &localityGroup, Options &options);

} // namespace ssd
