-- What Spanner refuses in a remote model's columns and options (each verdict is the emulator's,
-- 1.5.28, statement by statement): column types other than BOOL, INT64, FLOAT64, STRING(MAX),
-- BYTES(MAX), ARRAY and STRUCT; a length; an array of arrays; an empty STRUCT or one of more than 10
-- fields; complex types nested more than 5 deep; a name used twice among inputs and outputs, or
-- twice but for case; no endpoint, or both endpoint and endpoints; a default_batch_size outside
-- 1..10, also after ALTER MODEL.
CREATE MODEL Ok INPUT (f INT64, g ARRAY<STRING(MAX)>, h STRUCT<a BOOL, b FLOAT64>) OUTPUT (l BYTES(MAX))
  REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e', default_batch_size = 10);
CREATE MODEL BadType INPUT (f DATE) OUTPUT (l BOOL) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL BadFloat INPUT (f INT64) OUTPUT (l ARRAY<FLOAT32>) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL Length INPUT (f STRING(10)) OUTPUT (l BOOL) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL Arrays INPUT (f ARRAY<ARRAY<INT64>>) OUTPUT (l BOOL) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL Empty INPUT (f INT64) OUTPUT (l STRUCT<>) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL Wide INPUT (f INT64) OUTPUT (l STRUCT<a0 BOOL, a1 BOOL, a2 BOOL, a3 BOOL, a4 BOOL, a5 BOOL, a6 BOOL, a7 BOOL, a8 BOOL, a9 BOOL, a10 BOOL>)
  REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL Deep INPUT (f STRUCT<a STRUCT<b STRUCT<c STRUCT<d STRUCT<e STRUCT<g INT64>>>>>>) OUTPUT (l BOOL)
  REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL Deep5 INPUT (f STRUCT<a STRUCT<b STRUCT<c STRUCT<d STRUCT<e INT64>>>>>) OUTPUT (l BOOL)
  REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL Twice INPUT (f INT64) OUTPUT (f INT64) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL Cased INPUT (f INT64, F INT64) OUTPUT (l BOOL) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e');
CREATE MODEL NoEndpoint INPUT (f INT64) OUTPUT (l BOOL) REMOTE;
CREATE MODEL BothEndpoints INPUT (f INT64) OUTPUT (l BOOL) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e',
  endpoints = ['//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e']);
CREATE MODEL Batch INPUT (f INT64) OUTPUT (l BOOL) REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/tp/locations/tl/endpoints/e', default_batch_size = 11);
ALTER MODEL Ok SET OPTIONS (default_batch_size = 0);
ALTER MODEL Ok SET OPTIONS (default_batch_size = 1);
