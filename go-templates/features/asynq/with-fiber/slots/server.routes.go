s.app.Post("/api/v1/jobs/example", s.enqueueExampleJob)
