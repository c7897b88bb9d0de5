package server

// chatEndpointsOff is the answer of the chat endpoints while LLM_ENDPOINTS_ENABLED is off: 403, a
// refusal the configuration can lift, which says how.
const chatEndpointsOff = "the AI chat endpoints are disabled: set LLM_ENDPOINTS_ENABLED=true"
