deps.OpenAI = llm.NewOpenAI(cfg.OpenAI)
if !deps.OpenAI.Configured() {
	logger.Warn("OPENAI_API_KEY is empty: POST /api/v1/openai/chat answers 503")
}
