CREATE MODEL Classifier
INPUT (text STRING(MAX), extra ARRAY<FLOAT64> OPTIONS (required = false),)
OUTPUT (scores ARRAY<FLOAT64>, info STRUCT<label STRING(MAX), score FLOAT64>)
REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/p/locations/l/endpoints/e', default_batch_size = 4);
ALTER MODEL Classifier SET OPTIONS (default_batch_size = 8);
CREATE MODEL IF NOT EXISTS Classifier REMOTE;
DROP MODEL IF EXISTS Missing;
