-- name: ListNotes :many
SELECT * FROM notes ORDER BY id DESC LIMIT ? OFFSET ?;

-- name: GetNote :one
SELECT * FROM notes WHERE id = ?;

-- name: CreateNote :one
INSERT INTO notes (title, body, created_at, updated_at) VALUES (?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)
RETURNING *;

-- name: UpdateNote :one
UPDATE notes SET title = ?, body = ?, updated_at = CURRENT_TIMESTAMP WHERE id = ?
RETURNING *;

-- name: DeleteNote :execrows
DELETE FROM notes WHERE id = ?;
