-- Online Boutique (microservices-demo) cartservice on Spanner: the --ddl of
-- `gcloud spanner databases create` in kustomize/components/spanner/README.md,
-- split into its two statements, unchanged.
CREATE TABLE CartItems (userId STRING(1024), productId STRING(1024), quantity INT64) PRIMARY KEY (userId, productId);
CREATE INDEX CartItemsByUserId ON CartItems(userId);
