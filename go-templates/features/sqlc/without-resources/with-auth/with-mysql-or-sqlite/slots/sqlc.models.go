type User struct {
	ID           int64     `json:"id"`
	Email        string    `json:"email"`
	EmailKey     string    `json:"email_key"`
	PasswordHash string    `json:"password_hash"`
	CreatedAt    time.Time `json:"created_at"`
}
