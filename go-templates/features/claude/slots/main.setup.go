deps.Claude = llm.NewClaude(cfg.Claude)
if !deps.Claude.Configured() {
	logger.Warn("ANTHROPIC_API_KEY is empty: POST /api/v1/claude/chat answers 503")
}
