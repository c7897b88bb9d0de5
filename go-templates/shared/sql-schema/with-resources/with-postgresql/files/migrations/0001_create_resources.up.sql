-- The tables of the API's resources, whichever layer stores them, each after the tables it refers to.
-- A reference is a foreign key whose ON DELETE is the field's on_delete (NO ACTION, refusing,
-- unless the model says CASCADE or SET NULL; the handlers apply it first, on every store alike).
-- Constraints are named as PostgreSQL names them, so a violation says which field it is about.
{{@slot:schema.tables}}
