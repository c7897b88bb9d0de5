{{@F.sqlcQueryGoMy}}
