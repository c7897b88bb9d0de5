{{@F.sqlcQueryGoLite}}
