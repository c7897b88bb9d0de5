swaggerUI := gin.WrapH(docs.Handler())
s.engine.GET("/swagger", swaggerUI)
s.engine.GET("/swagger/*any", swaggerUI)
