package config

import "net/url"

// OAuth2Config configures sign-in with an OAuth2 provider.
type OAuth2Config struct {
	ClientID     string   `env:"OAUTH2_CLIENT_ID"`
	ClientSecret string   `env:"OAUTH2_CLIENT_SECRET" secret:"true"`
	AuthURL      string   `env:"OAUTH2_AUTH_URL"`
	TokenURL     string   `env:"OAUTH2_TOKEN_URL"`
	UserInfoURL  string   `env:"OAUTH2_USERINFO_URL"`
	RedirectURL  string   `env:"OAUTH2_REDIRECT_URL"`
	Scopes       []string `env:"OAUTH2_SCOPES"`
}

func loadOAuth2(e *Env) OAuth2Config {
	c := OAuth2Config{
		ClientID:     e.String("OAUTH2_CLIENT_ID", ""),
		ClientSecret: e.String("OAUTH2_CLIENT_SECRET", ""),
		AuthURL:      e.String("OAUTH2_AUTH_URL", "https://github.com/login/oauth/authorize"),
		TokenURL:     e.String("OAUTH2_TOKEN_URL", "https://github.com/login/oauth/access_token"),
		UserInfoURL:  e.String("OAUTH2_USERINFO_URL", "https://api.github.com/user"),
		RedirectURL:  e.String("OAUTH2_REDIRECT_URL", "http://localhost:8080/api/v1/auth/oauth2/callback"),
		Scopes:       e.List("OAUTH2_SCOPES", "read:user", "user:email"),
	}
	for key, value := range map[string]string{"OAUTH2_AUTH_URL": c.AuthURL, "OAUTH2_TOKEN_URL": c.TokenURL, "OAUTH2_USERINFO_URL": c.UserInfoURL, "OAUTH2_REDIRECT_URL": c.RedirectURL} {
		u, err := url.Parse(value)
		e.Check(err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "", key, "must be an http or https URL")
	}
	return c
}
