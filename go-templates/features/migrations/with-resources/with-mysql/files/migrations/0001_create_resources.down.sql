-- MySQL refuses to drop a table another one refers to: the foreign keys go first.
{{@lines:schema.unlink}}
{{@lines:schema.drop}}
