s.echo.POST("/api/v1/jobs/example", s.enqueueExampleJob)
