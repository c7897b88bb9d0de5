{{@F.sqlcQueryFileLite}}
