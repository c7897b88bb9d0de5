-- name: ListNotes :many
SELECT * FROM notes ORDER BY id DESC LIMIT sqlc.arg('limit')::bigint OFFSET sqlc.arg('offset')::bigint;

-- name: GetNote :one
SELECT * FROM notes WHERE id = $1;

-- name: CreateNote :one
INSERT INTO notes (title, body, created_at, updated_at) VALUES ($1, $2, now(), now())
RETURNING *;

-- name: UpdateNote :one
UPDATE notes SET title = $2, body = $3, updated_at = now() WHERE id = $1
RETURNING *;

-- name: DeleteNote :execrows
DELETE FROM notes WHERE id = $1;
