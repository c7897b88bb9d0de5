deps.OpenRouter = llm.NewOpenRouter(cfg.OpenRouter)
if !deps.OpenRouter.Configured() {
	logger.Warn("OPENROUTER_API_KEY is empty: POST /api/v1/openrouter/chat answers 503")
}
