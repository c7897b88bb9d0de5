{{@F.sqlcQueryFilePg}}
