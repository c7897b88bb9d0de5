s.app.Use(
	requestid.New(requestid.Config{Header: RequestIDHeader}),
	requestLogger(s.deps.Logger),
	recovery(s.deps.Logger),
	helmet.New(helmet.Config{XFrameOptions: "DENY", ReferrerPolicy: "no-referrer", HSTSMaxAge: 63072000}),
	cors.New(cors.Config{
		AllowOrigins:  s.cfg.Middleware.CORSAllowedOrigins,
		AllowHeaders:  []string{"Origin", "Content-Type", "Accept", "Authorization", RequestIDHeader},
		ExposeHeaders: []string{RequestIDHeader},
		MaxAge:        12 * 60 * 60,
	}),
)
if s.cfg.Middleware.RateLimitRequests > 0 {
	s.app.Use(rateLimit(s.cfg.Middleware))
}
