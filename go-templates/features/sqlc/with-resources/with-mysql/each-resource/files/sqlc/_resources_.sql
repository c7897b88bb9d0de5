{{@F.sqlcQueryFileMy}}
