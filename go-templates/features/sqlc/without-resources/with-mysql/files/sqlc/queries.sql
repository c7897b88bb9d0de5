-- name: ListNotes :many
SELECT * FROM notes ORDER BY id DESC LIMIT ? OFFSET ?;

-- name: GetNote :one
SELECT * FROM notes WHERE id = ?;

-- name: CreateNote :execlastid
INSERT INTO notes (title, body, created_at, updated_at) VALUES (?, ?, NOW(6), NOW(6));

-- name: UpdateNote :exec
UPDATE notes SET title = ?, body = ?, updated_at = NOW(6) WHERE id = ?;

-- name: DeleteNote :execrows
DELETE FROM notes WHERE id = ?;
