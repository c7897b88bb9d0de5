s.router.Post("/api/v1/jobs/example", s.enqueueExampleJob)
