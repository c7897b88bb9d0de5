package server

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"
)

// writeJSON answers with status and v encoded as JSON. Gin's c.JSON sets the status before it
// encodes and, when encoding fails (a NaN or an infinity, a MarshalJSON that fails), only records
// the error: the client gets that status with an empty body. v is encoded whole first instead, and a
// value that cannot be encoded is logged and answered 500.
func (s *Server) writeJSON(c *gin.Context, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		s.deps.Logger.ErrorContext(c.Request.Context(), "response not encoded", "path", c.Request.URL.Path, "error", err)
		status, body = http.StatusInternalServerError, []byte(`{"error":"internal server error"}`)
	}
	c.Data(status, "application/json; charset=utf-8", body)
}
