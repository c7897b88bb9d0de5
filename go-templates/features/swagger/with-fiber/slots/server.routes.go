swaggerUI := adaptor.HTTPHandler(docs.Handler())
s.app.Get("/swagger", swaggerUI)
s.app.Get("/swagger/*", swaggerUI)
