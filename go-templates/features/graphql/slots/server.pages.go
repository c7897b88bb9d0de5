"GET /graphql",
