-- What Spanner refuses in a remote model's columns and options (each verdict is the emulator's,
-- 1.5.28, statement by statement): column types other than BOOL, INT64, FLOAT64, STRING(MAX),
-- BYTES(MAX), ARRAY and STRUCT; a length; an array of arrays; an empty STRUCT or one of more than 10
-- fields; complex types nested more than 5 deep; a name used twice among inputs and outputs, or
-- twice but for case; no endpoint, or both endpoint and endpoints; a default_batch_size outside
-- 1..10, also after ALTER MODEL.
CREATE MODEL Ok INPUT (f INT64, g ARRAY<STRING(MAX)>, h STRUCT<a BOOL, b FLOAT64>) OUTPUT (l BYTES(MAX)) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e', default_batch_size = 1);

CREATE MODEL Deep5 INPUT (f STRUCT<a STRUCT<b STRUCT<c STRUCT<d STRUCT<e INT64>>>>>) OUTPUT (l BOOL) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
