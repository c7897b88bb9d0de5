swaggerUI := docs.Handler().ServeHTTP
s.handle("GET /swagger", swaggerUI)
s.handle("GET /swagger/", swaggerUI)
