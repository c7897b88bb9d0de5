// Package docs holds the OpenAPI description of the service (swagger.yaml) and serves it with the
// Swagger UI. Describe every route you add in swagger.yaml: a test compares it with the router.
package docs

import (
	_ "embed"
	"io/fs"
	"net/http"

	swaggerFiles "github.com/swaggo/files/v2"
)

// Spec is swagger.yaml.
//
//go:embed swagger.yaml
var Spec []byte

// initializer points the Swagger UI at the service's own spec.
const initializer = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: "/swagger/doc.yaml",
    dom_id: "#swagger-ui",
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: "StandaloneLayout",
  });
};
`

// Handler serves /swagger (a redirect), /swagger/doc.yaml and the Swagger UI under /swagger/.
func Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /swagger", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/swagger/index.html", http.StatusMovedPermanently)
	})
	mux.HandleFunc("GET /swagger/doc.yaml", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/yaml")
		_, _ = w.Write(Spec)
	})
	// The file server would redirect index.html to the directory: serve the page itself.
	mux.HandleFunc("GET /swagger/index.html", func(w http.ResponseWriter, _ *http.Request) {
		page, err := fs.ReadFile(swaggerFiles.FS, "index.html")
		if err != nil {
			http.Error(w, "the Swagger UI is missing from the build", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write(page)
	})
	mux.HandleFunc("GET /swagger/swagger-initializer.js", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		_, _ = w.Write([]byte(initializer))
	})
	mux.Handle("GET /swagger/", http.StripPrefix("/swagger/", http.FileServerFS(swaggerFiles.FS)))
	return mux
}
