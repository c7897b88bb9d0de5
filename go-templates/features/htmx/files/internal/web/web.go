// Package web serves the HTML pages of the service: templ components rendered on the server (each
// .templ file sits next to the Go code templ generated from it), made interactive with htmx. The
// htmx script is embedded in the binary, so the pages need no CDN and work offline.
package web

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"strings"
)

// siteName is shown in every page's title and heading.
const siteName = "{{@projectName}}"

// Link is an entry of the navigation bar.
type Link struct {
	Path  string
	Title string
}

// Nav lists the pages in the navigation bar of every page.
var Nav = []Link{
	{Path: "/", Title: "Home"},
	{{@lines:web.nav}}
}

//go:embed static
var static embed.FS

// versions maps each file of static/ to a hash of its content.
var versions = hashFiles(static, "static")

// Asset returns the URL of a file of static/, e.g. Asset("htmx.min.js"). The URL carries a hash of
// the file's content, so Static lets browsers cache it for a year: a changed file gets a new URL.
func Asset(name string) string {
	return "/static/" + name + "?v=" + versions[name]
}

// Static serves the files of static/ under /static/: files only (no directory listing), cached
// for a year.
func Static() http.Handler {
	files := http.FileServerFS(static)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		version, ok := versions[strings.TrimPrefix(r.URL.Path, "/static/")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		// Embedded files have no modification time; the ETag lets a revalidating browser get a 304.
		w.Header().Set("ETag", `"`+version+`"`)
		files.ServeHTTP(w, r)
	})
}

// hashFiles returns the files under dir, by their path inside it, with a short hash of each.
func hashFiles(fsys fs.FS, dir string) map[string]string {
	out := map[string]string{}
	err := fs.WalkDir(fsys, dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		out[strings.TrimPrefix(path, dir+"/")] = hex.EncodeToString(sum[:8])
		return nil
	})
	if err != nil {
		// The files are embedded in the binary: reading them cannot fail at run time.
		panic(err)
	}
	return out
}
