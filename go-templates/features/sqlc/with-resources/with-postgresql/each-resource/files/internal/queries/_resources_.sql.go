{{@F.sqlcQueryGoPg}}
