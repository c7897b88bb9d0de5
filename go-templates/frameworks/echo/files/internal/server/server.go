// Package server is the HTTP layer of the service, built on Echo: middleware, routes and handlers.
package server

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/config"
)

// Server serves the HTTP API.
type Server struct {
	cfg  config.Config
	deps Deps
	echo *echo.Echo
}

// New builds the router: middleware first, then the routes.
func New(cfg config.Config, deps Deps) *Server {
	e := echo.NewWithConfig(echo.Config{Logger: deps.Logger, HTTPErrorHandler: errorHandler(deps.Logger)})
	s := &Server{cfg: cfg, deps: deps, echo: e}

	{{@slot:server.middleware}}

	s.routes()
	return s
}

func (s *Server) routes() {
	s.echo.GET("/health", s.health)

	{{@slot:server.routes}}
}

// errorHandler answers the errors handlers and middleware return as JSON {"error": "..."}, the shape
// of every error of the API (Echo's own handler answers {"message": ...}): an error with a status
// (echo.HTTPStatusCoder: the router's 404 and 405, whose Allow header the router has set, or an
// *echo.HTTPError) with that status and its message; anything else as 500, with the details logged
// rather than sent.
func errorHandler(logger *slog.Logger) echo.HTTPErrorHandler {
	return func(c *echo.Context, err error) {
		if res, _ := echo.UnwrapResponse(c.Response()); res != nil && res.Committed {
			return // the handler has answered already
		}
		status, message := http.StatusInternalServerError, statusMessage(http.StatusInternalServerError)
		var coded echo.HTTPStatusCoder
		if errors.As(err, &coded) && coded.StatusCode() != 0 {
			status, message = coded.StatusCode(), statusMessage(coded.StatusCode())
			var he *echo.HTTPError
			if errors.As(err, &he) && he.Message != "" {
				message = he.Message
			}
		} else {
			req := c.Request()
			logger.ErrorContext(req.Context(), "request failed", "method", req.Method, "path", req.URL.Path, "error", err)
		}
		if c.Request().Method == http.MethodHead {
			_ = c.NoContent(status)
			return
		}
		_ = c.JSON(status, map[string]string{"error": message})
	}
}

// Handler returns the server's http.Handler.
func (s *Server) Handler() http.Handler {
	return s.echo
}
