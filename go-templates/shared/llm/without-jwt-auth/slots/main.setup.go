if !cfg.LLM.EndpointsEnabled {
	logger.Info("the AI chat endpoints answer 403: set LLM_ENDPOINTS_ENABLED=true to serve them")
}
